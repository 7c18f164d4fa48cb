import { CreatePostBodySchema, PostListSchema, PostSchema } from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

export const listPostsSchema = {
  tags: ['account'],
  summary: "The signed-in user's posts in their club, newest first (sanitised HTML)",
  response: responses(PostListSchema),
};
export const createPostSchema = {
  tags: ['account'],
  summary: 'Creates a club post (club staff); the HTML is sanitised before it is stored',
  body: CreatePostBodySchema,
  response: responses(PostSchema),
};
