import type { Result } from '../shared/result.ts';
import type { Card, CardContent } from './card-schema.ts';

/** A file picked by the user (a browser Blob or File fits this). */
export interface UploadFile {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The browser's view of the cards API. */
export interface CardGateway {
  list(): Promise<Result<Card[]>>;
  listTrash(): Promise<Result<Card[]>>;
  get(id: string, version: 'live' | 'draft'): Promise<Result<Card>>;
  /** The content as `CardInputSchema` parsed it: what the server stores. */
  create(content: CardContent): Promise<Result<Card>>;
  update(id: string, content: CardContent): Promise<Result<Card>>;
  publish(id: string): Promise<Result<Card>>;
  /** Drops a published card's pending edits; answers the card as its holders have it. */
  discardDraft(id: string): Promise<Result<Card>>;
  remove(id: string, permanent: boolean): Promise<Result<void>>;
  restore(id: string): Promise<Result<Card>>;
  uploadImage(file: UploadFile, name: string): Promise<Result<{ id: string; url: string }>>;
}
