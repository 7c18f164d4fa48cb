import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('account');

export const listPostsSchema = route("The signed-in user's posts in their club, newest first (sanitised HTML)", {}, C.PostListSchema);
export const createPostSchema = route('Creates a club post (club staff); the HTML is sanitised before it is stored', { body: C.CreatePostBodySchema }, C.PostSchema);
