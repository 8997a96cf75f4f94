import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link, NotificationBanner, Stack } from '../design-system';
import { forLocale, fromCatalog } from './data/locale';

/** The demo notice in each locale: the site's own survey announcement (its seed text). */
const notice = {
  th: {
    title: 'ช่วยเราปรับปรุงเว็บไซต์',
    text: 'ขอเชิญท่านตอบแบบสำรวจความพึงพอใจต่อเว็บไซต์ ใช้เวลาประมาณ 2 นาที',
    link: 'ตอบแบบสำรวจ',
    long: 'ขอเชิญผู้ประกอบการที่สนใจเข้าร่วมงานแสดงสินค้าในต่างประเทศ ลงทะเบียนผ่านระบบบริการอิเล็กทรอนิกส์ของกรมก่อนวันปิดรับสมัคร',
    other: 'ปิดปรับปรุงระบบบริการอิเล็กทรอนิกส์ชั่วคราว',
    otherText: 'ระบบบริการอิเล็กทรอนิกส์จะไม่พร้อมให้บริการเป็นเวลาสองสามชั่วโมง',
  },
  en: {
    title: 'Help us improve this website',
    text: 'Take our two-minute satisfaction survey.',
    link: 'Take the survey',
    long: 'Exporters who want to take part in a trade fair abroad register through the department’s e-services before applications close',
    other: 'E-services closed for maintenance',
    otherText: 'The e-services will be unavailable for a few hours.',
  },
  zh: {
    title: '帮助我们改进本网站',
    text: '请花两分钟填写网站满意度调查。',
    link: '填写调查',
    long: '有意参加海外贸易展览会的出口商请在报名截止前通过国际贸易促进厅的电子服务系统报名',
    other: '电子服务系统暂停维护',
    otherText: '电子服务将暂停数小时。',
  },
  ja: {
    title: 'ウェブサイトの改善にご協力ください',
    text: '2分ほどで終わる満足度アンケートにご回答ください。',
    link: 'アンケートに回答する',
    long: '海外見本市への出展を希望する輸出事業者は、募集締切までに当局の電子サービスからお申し込みください',
    other: '電子サービスのメンテナンスのお知らせ',
    otherText: '電子サービスは数時間ご利用いただけません。',
  },
  nl: {
    title: 'Help ons deze website te verbeteren',
    text: 'Vul onze tevredenheidsenquête in; dat kost u twee minuten.',
    link: 'Naar de enquête',
    long: 'Exporteurs die willen deelnemen aan een beurs in het buitenland, melden zich vóór de sluitingsdatum aan via de e-diensten van het departement',
    other: 'E-diensten tijdelijk buiten gebruik',
    otherText: 'De e-diensten zijn enkele uren niet beschikbaar wegens onderhoud.',
  },
};

/**
 * A notice in the page's flow: a named region with a heading, a sentence or two, an optional link
 * and an optional dismiss button. It never covers the page and never takes focus.
 */
const meta = {
  title: 'Feedback/NotificationBanner',
  component: NotificationBanner,
  args: { title: '', onDismiss: fn() },
  render: (args, { globals }) => {
    const text = forLocale(globals, notice);
    return (
      <NotificationBanner
        {...args}
        title={args.title || text.title}
        action={
          <Link href="#survey" variant="standalone">
            {text.link}
          </Link>
        }
      >
        <p>{text.text}</p>
      </NotificationBanner>
    );
  },
} satisfies Meta<typeof NotificationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: fromCatalog('Dismiss') }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

/** Without `onDismiss`: a notice the visitor cannot close (it goes when the site removes it). */
export const NotDismissible: Story = { args: { onDismiss: undefined } };

/** A title of two lines at 320 px, and the states side by side (each region named apart). */
export const Matrix: Story = {
  render: (args, { globals }) => {
    const text = forLocale(globals, notice);
    return (
      <Stack gap="lg">
        <NotificationBanner {...args} title={text.title}>
          <p>{text.text}</p>
        </NotificationBanner>
        <NotificationBanner {...args} title={text.long} headingLevel={3} />
        <NotificationBanner title={text.other} onDismiss={undefined}>
          <p>{text.otherText}</p>
        </NotificationBanner>
      </Stack>
    );
  },
};
