import type { CardContent } from './card-schema.ts';

/** A card row: the live content, and pending edits of a published card. */
export interface StoredCard {
  readonly id: string;
  readonly businessId: string;
  readonly content: CardContent;
  readonly draft: CardContent | null;
  readonly editDraftId: string | null;
  readonly isPublished: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly publishedAt: Date | null;
  readonly deletedAt: Date | null;
}

/** Cards of one business; every method filters by the business id. */
export interface CardRepository {
  list(businessId: string, options: { trashed: boolean }): Promise<StoredCard[]>;
  /** A published, not deleted card by id, whatever its business (public pass links). */
  findPublished(id: string): Promise<StoredCard | null>;
  find(businessId: string, id: string): Promise<StoredCard | null>;
  insert(card: {
    id: string;
    businessId: string;
    content: CardContent;
    isPublished: boolean;
    at: Date;
  }): Promise<StoredCard>;
  /** Overwrites the content of a card that is not published; null when not found, or published meanwhile. */
  saveContent(businessId: string, id: string, content: CardContent, at: Date): Promise<StoredCard | null>;
  /** Keeps edits of a published card aside until they are published. */
  saveDraft(
    businessId: string,
    id: string,
    draftId: string,
    content: CardContent,
    at: Date,
  ): Promise<StoredCard | null>;
  /** Drops the pending edits of a card, which keeps its live content; null when not found. */
  discardDraft(businessId: string, id: string, at: Date): Promise<StoredCard | null>;
  /** Makes the pending edits (if any) live and marks the card published, in one statement. */
  publish(businessId: string, id: string, at: Date): Promise<StoredCard | null>;
  trash(businessId: string, id: string, at: Date): Promise<boolean>;
  restore(businessId: string, id: string, at: Date): Promise<boolean>;
  purge(businessId: string, id: string): Promise<boolean>;
}
