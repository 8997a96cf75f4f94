import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  Button,
  CardGrid,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonCard,
  SkeletonText,
  Stack,
} from '../design-system';
import { demo } from './data/locale';

/**
 * What a content region shows while it loads (skeletons shaped like the content, so nothing
 * shifts when it lands; no pulse under reduced motion), when it is empty, and when the CMS
 * failed (a message and "Try again").
 *
 * **Keyboard**: Tab reaches "Try again"; Enter retries.
 */
const meta = {
  title: 'Content/States',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  name: 'Error',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  render: (_, { globals }) => (
    <EmptyState
      description={demo(globals).noNewsInCategory}
      action={<Button variant="secondary">{demo(globals).allNews}</Button>}
    />
  ),
};

export const LoadingCards: Story = {
  render: (_, { globals }) => (
    <CardGrid aria-label={demo(globals).loadingNews}>
      {Array.from({ length: 3 }, (_, i) => (
        <SkeletonCard key={i} />
      ))}
    </CardGrid>
  ),
};

export const Matrix: Story = {
  render: (args, { globals }) => (
    <Stack gap="xl">
      <ErrorState {...args} />
      <ErrorState {...args} isRetrying description={demo(globals).serverDidNotAnswer} />
      <EmptyState />
      <Skeleton />
      <SkeletonText lines={5} />
    </Stack>
  ),
  tags: ['matrix'],
};
