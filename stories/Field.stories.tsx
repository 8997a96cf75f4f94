import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, Form, TextField } from '../design-system';
import { forLocale } from './data/locale';

const copy = {
  th: {
    label: 'ชื่อบริษัท',
    description: 'ตามที่จดทะเบียนกับกรมพัฒนาธุรกิจการค้า',
    error: 'ไม่พบชื่อบริษัทนี้ในทะเบียน กรุณาตรวจสอบการสะกด',
    value: 'บริษัท สยามผลไม้ส่งออก จำกัด',
    send: 'ส่ง',
  },
  en: {
    label: 'Company name',
    description: 'As registered with the Department of Business Development',
    error: 'This company is not in the register. Check the spelling.',
    value: 'Siam Fruit Export Co., Ltd.',
    send: 'Send',
  },
  zh: {
    label: '公司名称',
    description: '与在商业发展厅登记的名称一致',
    error: '登记册中没有这家公司，请检查拼写。',
    value: '暹罗水果出口有限公司',
    send: '发送',
  },
  ja: {
    label: '会社名',
    description: '事業開発局に登録されている名称',
    error: 'この会社は登記簿に見つかりません。つづりを確認してください。',
    value: 'サイアム・フルーツ・エクスポート株式会社',
    send: '送信',
  },
  nl: {
    label: 'Bedrijfsnaam',
    description: 'Zoals geregistreerd bij het Department of Business Development',
    error: 'Dit bedrijf staat niet in het register. Controleer de spelling.',
    value: 'Siam Fruit Export Co., Ltd.',
    send: 'Verzenden',
  },
};

const meta = {
  title: 'Forms/Field',
  component: TextField,
  args: { label: copy.en.label },
  render: (args, { globals }) => {
    const c = forLocale(globals, copy);
    return <TextField {...args} label={c.label} />;
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label and control only. */
export const LabelOnly: Story = {};

/** With a description, read with the field. */
export const WithDescription: Story = {
  render: (args, { globals }) => {
    const c = forLocale(globals, copy);
    return <TextField {...args} label={c.label} description={c.description} />;
  },
  play: async ({ canvasElement, globals }) => {
    const c = forLocale(globals, copy);
    const input = within(canvasElement).getByRole('textbox', { name: c.label });
    await expect(input).toHaveAccessibleDescription(c.description);
  },
};

/** Required: "(required)" in words after the label, translated. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeRequired();
  },
};

/** Invalid with an error from the server: the message says how to fix the value. */
export const WithError: Story = {
  args: { isInvalid: true },
  render: (args, { globals }) => {
    const c = forLocale(globals, copy);
    return (
      <TextField
        {...args}
        label={c.label}
        description={c.description}
        defaultValue={c.value}
        errorMessage={c.error}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const c = forLocale(globals, copy);
    const input = within(canvasElement).getByRole('textbox', { name: c.label });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(new RegExp(c.error.slice(0, 10)));
  },
};

/** The browser's check, with the design system's translated message; focus goes to the field. */
export const RequiredLeftEmpty: Story = {
  args: { isRequired: true, name: 'company' },
  render: (args, { globals }) => {
    const c = forLocale(globals, copy);
    return (
      <Form validationBehavior="native">
        <TextField {...args} label={c.label} description={c.description} />
        <div>
          <Button type="submit">{c.send}</Button>
        </div>
      </Form>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const c = forLocale(globals, copy);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: c.send }));
    const input = canvas.getByRole('textbox', { name: new RegExp(c.label) });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
  },
};

/** Disabled: not focusable, and its value is not sent. */
export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args, { globals }) => {
    const c = forLocale(globals, copy);
    return <TextField {...args} label={c.label} defaultValue={c.value} />;
  },
};
