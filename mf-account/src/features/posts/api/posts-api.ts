import { apiGet, apiPost } from '@portal/shared';
import type { CreatePostBody, Post } from '@portal/shared/contracts';

export const fetchPosts = () => apiGet<Post[]>('/posts');
export const createPost = (body: CreatePostBody) => apiPost<Post>('/posts', body);
