import { Button, Card, Group, Stack, Text, TextInput, Title, Typography } from '@mantine/core';
import { toastOnFailure, formSubmit, formatDisplayDate, LoadingText, notifyError, notifySuccess, PageTitle, REQUIRED, SpinnerButton, TEXT_LIMITS, useErrorNotice } from '@portal/shared';
import type { Post } from '@portal/shared/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RichTextEditorField } from '../../../common/rich-text-editor/rich-text-editor';
import { createPost, fetchPosts } from '../api/posts-api';

const POST_SAVED = 'Your post has been saved.';

/** Create A Post: title and rich-text content saved to the club; the user's posts below. */
export function PostsPage() {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['posts'], queryFn: fetchPosts });
  const posts = query.isError ? [] : (query.data ?? null);
  useErrorNotice(query.error, (e) => notifyError((e as Error).message));
  // The new post goes on top of the cached list (the server's answer is the saved post).
  const setPosts = (update: (p: Post[] | undefined) => Post[]) => client.setQueryData<Post[]>(['posts'], update);

  const reset = () => {
    setTitle('');
    setContent('');
    setTitleError(null);
  };

  const submit = async () => {
    if (!title.trim()) {
      setTitleError(REQUIRED);
      return;
    }
    setSaving(true);
    await toastOnFailure({ settle: () => setSaving(false) }, async () => {
      const post = await createPost({ title: title.trim(), content });
      setPosts((p) => [post, ...(p ?? [])]);
      notifySuccess(POST_SAVED);
      reset();
    });
  };

  return (
    <>
      <PageTitle>Create A Post</PageTitle>
      <Card withBorder padding="lg" mb="lg">
        <form noValidate onSubmit={formSubmit(submit)}>
          <Stack gap="sm">
            <TextInput
              maxLength={TEXT_LIMITS.postTitle}
              label="Title"
              placeholder="Enter post title"
              withAsterisk
              value={title}
              error={titleError}
              onChange={(e) => {
                setTitle(e.currentTarget.value);
                setTitleError(null);
              }}
            />
            <Text size="sm" fw={500}>
              Content
            </Text>
            <RichTextEditorField value={content} onChange={setContent} />
            <Group justify="flex-end">
              <Button variant="default" onClick={reset} disabled={saving}>
                Cancel
              </Button>
              <SpinnerButton type="submit" busy={saving}>
                Submit
              </SpinnerButton>
            </Group>
          </Stack>
        </form>
      </Card>
      <Title order={3} mb="sm">
        My Posts
      </Title>
      {posts === null ? (
        <LoadingText />
      ) : posts.length === 0 ? (
        <Text c="dimmed">No posts yet.</Text>
      ) : (
        <Stack>
          {posts.map((p) => (
            <Card key={p.id} withBorder padding="md" component="article" aria-label={p.title}>
              <Text fw={600}>{p.title}</Text>
              <Text size="xs" c="dimmed" mb="xs">
                {formatDisplayDate(p.createdAt)}
              </Text>
              {/* Sanitised by the server before storing and again on the way out. */}
              <Typography>
                <div data-testid="post-content" dangerouslySetInnerHTML={{ __html: p.content }} />
              </Typography>
            </Card>
          ))}
        </Stack>
      )}
    </>
  );
}
