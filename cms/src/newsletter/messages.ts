/**
 * The newsletter e-mails in the five languages of the site. They are sent by the CMS, so they live
 * here, not in the site's Lingui catalogs; the button names they quote ("Confirm subscription",
 * "Unsubscribe") are the site's, and tests/cms/newsletter.test.ts checks that they match the
 * catalogs. Register: a government department writing to a member of the public (Thai
 * เรียน/ขอแสดงความนับถือ and ท่าน, Japanese 敬語, Dutch u, formal Chinese).
 */
import { LOCALES, isLocale, type Locale } from '../model/locales';

/** Mails go out in every site locale (cms/src/model/locales.ts). */
export const MAIL_LOCALES = LOCALES;
export type MailLocale = Locale;

export interface MailTexts {
  greeting: string;
  closing: string;
  /** The sender, under the closing. */
  department: string;
  confirm: {
    subject: string;
    intro: string;
    /** Asks the reader to open the link and press the page's button. */
    action: string;
    /** The page's button, quoted in `action`, and the label of the HTML link. */
    button: string;
    validity: string;
    notYou: string;
  };
  notice: {
    subject: string;
    intro: string;
    notYou: string;
  };
  /** Before the unsubscribe link of every e-mail. */
  unsubscribe: string;
  /** The label of the unsubscribe link in the HTML part: the site's button. */
  unsubscribeButton: string;
  /** Why this address got the e-mail. */
  why: string;
}

export const MAIL_TEXTS: Record<MailLocale, MailTexts> = {
  th: {
    greeting: 'เรียน ผู้สมัครรับจดหมายข่าว',
    closing: 'ขอแสดงความนับถือ',
    department: 'กรมส่งเสริมการค้าระหว่างประเทศ กระทรวงพาณิชย์',
    confirm: {
      subject: 'โปรดยืนยันการสมัครรับจดหมายข่าวของกรมส่งเสริมการค้าระหว่างประเทศ',
      intro: 'กรมส่งเสริมการค้าระหว่างประเทศได้รับคำขอสมัครรับจดหมายข่าวสำหรับที่อยู่อีเมลนี้',
      action: 'เพื่อยืนยันการสมัคร โปรดเปิดลิงก์ด้านล่าง แล้วกดปุ่ม "ยืนยันการสมัคร" ในหน้าที่เปิดขึ้น',
      button: 'ยืนยันการสมัคร',
      validity: 'ลิงก์นี้ใช้ได้ภายใน 48 ชั่วโมง',
      notYou:
        'หากท่านมิได้ส่งคำขอนี้ ท่านไม่จำเป็นต้องดำเนินการใด ๆ ที่อยู่อีเมลนี้จะไม่ถูกเพิ่มในรายชื่อผู้รับจดหมายข่าว และจะถูกลบออกจากระบบเมื่อลิงก์หมดอายุ',
    },
    notice: {
      subject: 'การสมัครรับจดหมายข่าวของกรมส่งเสริมการค้าระหว่างประเทศ',
      intro:
        'กรมส่งเสริมการค้าระหว่างประเทศได้รับคำขอสมัครรับจดหมายข่าวสำหรับที่อยู่อีเมลนี้อีกครั้ง เนื่องจากที่อยู่อีเมลนี้ได้สมัครรับจดหมายข่าวไว้แล้ว ท่านจึงไม่จำเป็นต้องดำเนินการใด ๆ เพิ่มเติม',
      notYou: 'หากท่านมิได้ส่งคำขอนี้ โปรดละเว้นอีเมลฉบับนี้ การสมัครรับจดหมายข่าวของท่านยังคงเป็นไปตามเดิม',
    },
    unsubscribe: 'หากท่านไม่ประสงค์จะรับจดหมายข่าวอีกต่อไป ท่านสามารถยกเลิกการรับข่าวสารได้ทุกเมื่อที่ลิงก์นี้',
    unsubscribeButton: 'ยกเลิกการรับข่าวสาร',
    why: 'ท่านได้รับอีเมลฉบับนี้เนื่องจากมีการกรอกที่อยู่อีเมลนี้ในแบบฟอร์มสมัครรับจดหมายข่าวบนเว็บไซต์ของกรมส่งเสริมการค้าระหว่างประเทศ',
  },
  en: {
    greeting: 'Dear subscriber,',
    closing: 'Yours sincerely,',
    department:
      'Department of International Trade Promotion (DITP), Ministry of Commerce, Thailand',
    confirm: {
      subject: 'Please confirm your subscription to the DITP newsletter',
      intro:
        'We have received a request to subscribe this e-mail address to the newsletter of the Department of International Trade Promotion (DITP).',
      action:
        'To confirm your subscription, please open the link below and press "Confirm subscription" on the page that opens:',
      button: 'Confirm subscription',
      validity: 'This link is valid for 48 hours.',
      notYou:
        'If you did not make this request, no action is needed: the address will not be subscribed, and it will be deleted from our records when the link expires.',
    },
    notice: {
      subject: 'Your subscription to the DITP newsletter',
      intro:
        'We have received another request to subscribe this e-mail address to the newsletter of the Department of International Trade Promotion (DITP). This address is already subscribed, so no action is needed.',
      notYou:
        'If you did not make this request, you may disregard this e-mail. Your subscription remains unchanged.',
    },
    unsubscribe:
      'If you no longer wish to receive the DITP newsletter, you can unsubscribe at any time:',
    unsubscribeButton: 'Unsubscribe',
    why: 'You are receiving this e-mail because this address was entered in the newsletter form on the DITP website.',
  },
  zh: {
    greeting: '尊敬的订阅者：',
    closing: '此致\n敬礼',
    department: '泰国商务部国际贸易促进厅（DITP）',
    confirm: {
      subject: '请确认订阅国际贸易促进厅新闻简报',
      intro: '我们收到了以此电子邮件地址订阅泰国国际贸易促进厅（DITP）新闻简报的申请。',
      action: '如需确认订阅，请打开以下链接，并在打开的页面上点击“确认订阅”：',
      button: '确认订阅',
      validity: '此链接在 48 小时内有效。',
      notYou:
        '如果您并未提出此申请，则无需进行任何操作：该地址不会被加入订阅名单，并将在链接失效后从我们的记录中删除。',
    },
    notice: {
      subject: '关于您订阅国际贸易促进厅新闻简报的通知',
      intro:
        '我们再次收到了以此电子邮件地址订阅泰国国际贸易促进厅（DITP）新闻简报的申请。该地址已在订阅名单中，您无需进行任何操作。',
      notYou: '如果您并未提出此申请，请忽略本邮件，您的订阅保持不变。',
    },
    unsubscribe: '如您不再希望收到国际贸易促进厅新闻简报，可随时通过以下链接退订：',
    unsubscribeButton: '退订',
    why: '您收到本邮件，是因为有人在国际贸易促进厅网站的新闻简报订阅表单中填写了此电子邮件地址。',
  },
  ja: {
    greeting: 'ニュースレターにご登録のお客様',
    closing: '今後ともよろしくお願い申し上げます。',
    department: 'タイ王国商務省 国際貿易振興局（DITP）',
    confirm: {
      subject: '【国際貿易振興局】ニュースレター購読登録のご確認のお願い',
      intro:
        'このメールアドレスで、タイ国際貿易振興局（DITP）のニュースレター購読のお申し込みを受け付けました。',
      action:
        '購読を確定するには、下記のリンクを開き、表示されたページで「購読を確定する」ボタンを押してください。',
      button: '購読を確定する',
      validity: 'このリンクの有効期限は48時間です。',
      notYou:
        'お心当たりのない場合は、お手続きは不要です。購読登録は行われず、リンクの有効期限が切れた時点でこのメールアドレスは当局の記録から削除されます。',
    },
    notice: {
      subject: '【国際貿易振興局】ニュースレター購読登録について',
      intro:
        'このメールアドレスで、タイ国際貿易振興局（DITP）のニュースレター購読のお申し込みを改めて受け付けました。このメールアドレスはすでに購読登録済みのため、お手続きは不要です。',
      notYou:
        'お心当たりのない場合は、本メールを破棄してください。購読登録の内容に変更はありません。',
    },
    unsubscribe:
      'ニュースレターの配信停止をご希望の場合は、いつでも下記のリンクからお手続きいただけます。',
    unsubscribeButton: '配信を停止する',
    why: '本メールは、国際貿易振興局ウェブサイトのニュースレター登録フォームにこのメールアドレスが入力されたため、お送りしています。',
  },
  nl: {
    greeting: 'Geachte abonnee,',
    closing: 'Met vriendelijke groet,',
    department:
      'Departement voor Internationale Handelsbevordering (DITP), ministerie van Handel van Thailand',
    confirm: {
      subject: 'Bevestig uw abonnement op de nieuwsbrief van DITP',
      intro:
        'Wij hebben een verzoek ontvangen om dit e-mailadres aan te melden voor de nieuwsbrief van het Departement voor Internationale Handelsbevordering (DITP).',
      action:
        'Open de onderstaande link en druk op de pagina die verschijnt op "Abonnement bevestigen" om uw aanmelding te bevestigen:',
      button: 'Abonnement bevestigen',
      validity: 'Deze link is 48 uur geldig.',
      notYou:
        'Hebt u dit verzoek niet gedaan? Dan hoeft u niets te doen: het adres wordt niet aangemeld en wordt uit onze administratie verwijderd zodra de link verloopt.',
    },
    notice: {
      subject: 'Uw abonnement op de nieuwsbrief van DITP',
      intro:
        'Wij hebben opnieuw een verzoek ontvangen om dit e-mailadres aan te melden voor de nieuwsbrief van het Departement voor Internationale Handelsbevordering (DITP). Dit adres is al aangemeld; u hoeft niets te doen.',
      notYou:
        'Hebt u dit verzoek niet gedaan? Dan kunt u deze e-mail negeren. Uw abonnement blijft ongewijzigd.',
    },
    unsubscribe:
      'Wilt u de nieuwsbrief van DITP niet meer ontvangen? U kunt zich op elk moment afmelden:',
    unsubscribeButton: 'Afmelden',
    why: 'U ontvangt deze e-mail omdat dit adres is ingevuld in het nieuwsbriefformulier op de website van DITP.',
  },
};

export const isMailLocale = (value: unknown): value is MailLocale => isLocale(value);
