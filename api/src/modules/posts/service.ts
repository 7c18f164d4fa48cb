// Club posts written with the rich-text editor.
import {
  POST_CONTENT_REQUIRED_MESSAGE,
  POST_TITLE_REQUIRED_MESSAGE,
  type CreatePostBody,
  type Post,
} from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session-user';
import * as repo from './repo';
import { sanitizePostHtml } from './sanitize';

const toPost = (r: repo.PostRow): Post => ({
  id: r.id,
  title: r.title,
  content: sanitizePostHtml(r.contentHtml),
  createdAt: new Date(r.createdAt as unknown as string).toISOString(),
});

export async function listPosts(db: Database, user: SessionUser): Promise<Post[]> {
  return (await repo.listByAuthor(db, user.clubId, user.userId)).map(toPost);
}

export async function createPost(db: Database, user: SessionUser, body: CreatePostBody): Promise<Post> {
  const title = body.title.trim();
  if (!title) throw new HttpError(400, POST_TITLE_REQUIRED_MESSAGE);
  const content = sanitizePostHtml(body.content);
  // Nothing left once the scripts and empty paragraphs are gone: not a post.
  if (!content.replace(/<p>\s*<\/p>/g, '').trim()) throw new HttpError(400, POST_CONTENT_REQUIRED_MESSAGE);
  return toPost(await repo.insertPost(db, { clubId: user.clubId, authorUserId: user.userId, title, contentHtml: content }));
}
