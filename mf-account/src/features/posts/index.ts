export { PostsPage } from './components/posts-page';
