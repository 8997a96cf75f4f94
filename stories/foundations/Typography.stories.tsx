import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, Stack, vars } from '../../design-system';

const sizes = ['display', 'xxxl', 'xxl', 'xl', 'lg', 'md', 'sm', 'xs'] as const;
const spaces = ['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl', 'huge'] as const;

/**
 * Type scale and spacing scale. Every size is rem, so the text-size control (14/16/18 px) and
 * the browser's own settings scale everything together. Thai gets a taller line height
 * (`:lang(th)`); Chinese and Japanese use system CJK stacks.
 */
function Typography() {
  return (
    <Stack gap="xl">
      <section aria-labelledby="type-heading">
        <h2 id="type-heading">Type scale</h2>
        <Stack gap="sm">
          {sizes.map((size) => (
            <Box key={size} display="flex" gap="md" alignItems="baseline" flexWrap="wrap">
              <code style={{ minWidth: '5rem' }}>{size}</code>
              <span style={{ fontSize: vars.fontSize[size] }}>
                Export <span lang="th">การส่งออก</span> <span lang="zh">出口</span>{' '}
                <span lang="ja">輸出</span>
              </span>
            </Box>
          ))}
        </Stack>
      </section>
      <section aria-labelledby="space-heading">
        <h2 id="space-heading">Spacing scale</h2>
        <Stack gap="xs">
          {spaces.map((space) => (
            <Box key={space} display="flex" gap="md" alignItems="center">
              <code style={{ minWidth: '5rem' }}>{space}</code>
              <span
                aria-hidden="true"
                style={{ width: vars.space[space], height: '1rem', background: vars.color.accent }}
              />
            </Box>
          ))}
        </Stack>
      </section>
      <section aria-labelledby="thai-heading" lang="th">
        <h2 id="thai-heading">ตัวอย่างภาษาไทย</h2>
        <p>
          กรมส่งเสริมการค้าระหว่างประเทศ กระทรวงพาณิชย์ ให้บริการข้อมูลการค้า และส่งเสริมผู้ประกอบการไทยสู่ตลาดโลก
        </p>
      </section>
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Typography and spacing',
  component: Typography,
} satisfies Meta<typeof Typography>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scales: Story = {
  play: async ({ canvasElement }) => {
    const thai = within(canvasElement).getByText(/ให้บริการข้อมูลการค้า/);
    const lineHeight = parseFloat(getComputedStyle(thai).lineHeight);
    const fontSize = parseFloat(getComputedStyle(thai).fontSize);
    await expect(lineHeight / fontSize).toBeGreaterThanOrEqual(1.7);
  },
  tags: ['matrix'],
};
