import type { CardRepository, StoredCard } from '#domain/cards/index.ts';

/** An in-memory card store with the repository's semantics, for use-case tests. */
export const createMemoryCards = (): CardRepository & { rows: Map<string, StoredCard> } => {
  const rows = new Map<string, StoredCard>();
  const mine = (businessId: string, id: string) => {
    const row = rows.get(id);
    return row && row.businessId === businessId ? row : null;
  };
  const put = (row: StoredCard) => (rows.set(row.id, row), row);
  return {
    rows,
    async list(businessId, { trashed }) {
      return [...rows.values()].filter(
        (r) => r.businessId === businessId && Boolean(r.deletedAt) === trashed,
      );
    },
    async findPublished(id) {
      const row = rows.get(id);
      return row && row.isPublished && !row.deletedAt ? row : null;
    },
    async find(businessId, id) {
      return mine(businessId, id);
    },
    async insert({ id, businessId, content, isPublished, at }) {
      return put({
        id,
        businessId,
        content,
        draft: null,
        editDraftId: null,
        isPublished,
        createdAt: at,
        updatedAt: at,
        publishedAt: isPublished ? at : null,
        deletedAt: null,
      });
    },
    async saveContent(businessId, id, content, at) {
      const row = mine(businessId, id);
      return row && !row.deletedAt && !row.isPublished ? put({ ...row, content, updatedAt: at }) : null;
    },
    async saveDraft(businessId, id, draftId, content, at) {
      const row = mine(businessId, id);
      return row && !row.deletedAt
        ? put({ ...row, draft: content, editDraftId: draftId, updatedAt: at })
        : null;
    },
    async discardDraft(businessId, id, at) {
      const row = mine(businessId, id);
      return row && !row.deletedAt ? put({ ...row, draft: null, editDraftId: null, updatedAt: at }) : null;
    },
    async publish(businessId, id, at) {
      const row = mine(businessId, id);
      return row && !row.deletedAt
        ? put({
            ...row,
            content: row.draft ?? row.content,
            draft: null,
            editDraftId: null,
            isPublished: true,
            publishedAt: at,
            updatedAt: at,
          })
        : null;
    },
    async trash(businessId, id, at) {
      const row = mine(businessId, id);
      return Boolean(row && !row.deletedAt && put({ ...row, deletedAt: at }));
    },
    async restore(businessId, id, at) {
      const row = mine(businessId, id);
      return Boolean(row?.deletedAt && put({ ...row, deletedAt: null, updatedAt: at }));
    },
    async purge(businessId, id) {
      return Boolean(mine(businessId, id) && rows.delete(id));
    },
  };
};
