import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { isLocale, type Locale } from '../../design-system';
import { i18n } from '../../site/i18n/i18n';
import { defaultLocale } from '../../.storybook/globals';

/** The story's locale: the toolbar's (or the Vitest project's), `context.globals.locale`. */
export function localeOf(globals: { locale?: unknown }): Locale {
  return isLocale(globals.locale) ? globals.locale : defaultLocale;
}

/**
 * The fixture for the story's locale (the toolbar's, or the Vitest project's), so each story
 * shows one language, the page's.
 */
export function forLocale<T>(globals: { locale?: unknown }, table: Record<Locale, T>): T {
  return table[localeOf(globals)];
}

/**
 * A string the site really shows, from its catalogs (locales/{locale}/messages.po or pages.po) in
 * the locale the preview's loader activated. Only for messages that exist there (the unit test
 * tests/unit/storyLocale.test.ts checks each one): stories never add catalog messages.
 */
export function fromCatalog(message: string): string {
  return i18n._({ id: generateMessageId(message), message });
}

const en = {
  pageContent: 'Page content',
  sendInquiry: 'Send inquiry',
  deleteDraft: 'Delete draft',
  longContent: 'Long content',
  longContentInColumn: 'Long content that fills the column',
  simulateRouteChange: 'Simulate a route change',
  linkOnPageBehind: 'A link on the page behind',
  loadingResults: 'Loading results',
  exampleNavigation: 'Example navigation',
  one: 'One',
  two: 'Two',
  three: 'Three',
  mainContent: 'Main content',
  noNewsInCategory: 'There is no news in this category yet.',
  allNews: 'All news',
  loadingNews: 'Loading news',
  serverDidNotAnswer: 'The server did not answer.',
  firstPage: 'First page',
  middlePage: 'Middle page',
  lastPage: 'Last page',
  pageButtons: 'Pages as buttons',
  startLoading: 'Start loading',
  finishLoading: 'Finish loading',
  cv: 'Curriculum vitae',
  cvDescription: 'Your CV in PDF or Word',
  attachCv: 'Attach your CV.',
  supportingDocuments: 'Supporting documents',
  attachFile: 'Attach a file.',
  productPhotoFile: 'product-photo.jpg',
  newsletterDescription: 'News on trade fairs, markets and export support, once a month.',
  enterFullName: 'Enter your full name',
  enterEmail: 'Enter an email address in the correct format, like name@example.com',
  chooseSatisfaction: 'Choose how satisfied you are',
  howSatisfied: 'How satisfied are you?',
};

/** Demo text of the stories, keyed by purpose, in the five locales (never a mix on one page). */
export type DemoText = typeof en;

const demoText: Record<Locale, DemoText> = {
  th: {
    pageContent: 'เนื้อหาของหน้า',
    sendInquiry: 'ส่งคำสอบถาม',
    deleteDraft: 'ลบฉบับร่าง',
    longContent: 'เนื้อหายาว',
    longContentInColumn: 'เนื้อหายาวเต็มคอลัมน์',
    simulateRouteChange: 'จำลองการเปลี่ยนหน้า',
    linkOnPageBehind: 'ลิงก์บนหน้าด้านหลัง',
    loadingResults: 'กำลังโหลดผลการค้นหา',
    exampleNavigation: 'ตัวอย่างการนำทาง',
    one: 'หนึ่ง',
    two: 'สอง',
    three: 'สาม',
    mainContent: 'เนื้อหาหลัก',
    noNewsInCategory: 'ยังไม่มีข่าวในหมวดนี้',
    allNews: 'ข่าวทั้งหมด',
    loadingNews: 'กำลังโหลดข่าว',
    serverDidNotAnswer: 'เซิร์ฟเวอร์ไม่ตอบสนอง',
    firstPage: 'หน้าแรก',
    middlePage: 'หน้ากลาง',
    lastPage: 'หน้าสุดท้าย',
    pageButtons: 'หน้าแบบปุ่ม',
    startLoading: 'เริ่มโหลด',
    finishLoading: 'โหลดเสร็จ',
    cv: 'ประวัติย่อ (CV)',
    cvDescription: 'ไฟล์ CV แบบ PDF หรือ Word',
    attachCv: 'กรุณาแนบ CV',
    supportingDocuments: 'เอกสารประกอบ',
    attachFile: 'กรุณาแนบไฟล์',
    productPhotoFile: 'รูปสินค้า.jpg',
    newsletterDescription: 'ข่าวงานแสดงสินค้า ตลาด และบริการส่งเสริมการส่งออก เดือนละครั้ง',
    enterFullName: 'กรุณากรอกชื่อ-นามสกุล',
    enterEmail: 'กรุณากรอกอีเมลให้ถูกรูปแบบ เช่น name@example.com',
    chooseSatisfaction: 'กรุณาเลือกระดับความพึงพอใจ',
    howSatisfied: 'คุณพึงพอใจเพียงใด',
  },
  en,
  zh: {
    pageContent: '页面内容',
    sendInquiry: '发送咨询',
    deleteDraft: '删除草稿',
    longContent: '长篇内容',
    longContentInColumn: '占满整栏的长篇内容',
    simulateRouteChange: '模拟页面跳转',
    linkOnPageBehind: '后面页面上的链接',
    loadingResults: '正在加载结果',
    exampleNavigation: '示例导航',
    one: '一',
    two: '二',
    three: '三',
    mainContent: '主要内容',
    noNewsInCategory: '此类别暂无新闻。',
    allNews: '全部新闻',
    loadingNews: '正在加载新闻',
    serverDidNotAnswer: '服务器没有响应。',
    firstPage: '第一页',
    middlePage: '中间页',
    lastPage: '最后一页',
    pageButtons: '按钮形式的页码',
    startLoading: '开始加载',
    finishLoading: '完成加载',
    cv: '简历',
    cvDescription: 'PDF 或 Word 格式的简历',
    attachCv: '请附上您的简历。',
    supportingDocuments: '证明文件',
    attachFile: '请附上文件。',
    productPhotoFile: '产品照片.jpg',
    newsletterDescription: '每月一次，介绍展会、市场和出口支持的新闻。',
    enterFullName: '请输入您的姓名',
    enterEmail: '请按正确格式输入电子邮件地址，例如 name@example.com',
    chooseSatisfaction: '请选择您的满意程度',
    howSatisfied: '您的满意程度如何？',
  },
  ja: {
    pageContent: 'ページの内容',
    sendInquiry: 'お問い合わせを送信',
    deleteDraft: '下書きを削除',
    longContent: '長い本文',
    longContentInColumn: '段いっぱいの長い本文',
    simulateRouteChange: 'ページ移動をシミュレート',
    linkOnPageBehind: '背後のページのリンク',
    loadingResults: '結果を読み込んでいます',
    exampleNavigation: 'ナビゲーションの例',
    one: 'その1',
    two: 'その2',
    three: 'その3',
    mainContent: 'メインコンテンツ',
    noNewsInCategory: 'このカテゴリーにはまだニュースがありません。',
    allNews: 'すべてのニュース',
    loadingNews: 'ニュースを読み込んでいます',
    serverDidNotAnswer: 'サーバーから応答がありませんでした。',
    firstPage: '最初のページ',
    middlePage: '中間のページ',
    lastPage: '最後のページ',
    pageButtons: 'ボタン形式のページ',
    startLoading: '読み込み開始',
    finishLoading: '読み込み完了',
    cv: '履歴書',
    cvDescription: 'PDF または Word 形式の履歴書',
    attachCv: '履歴書を添付してください。',
    supportingDocuments: '添付書類',
    attachFile: 'ファイルを添付してください。',
    productPhotoFile: '商品写真.jpg',
    newsletterDescription: '見本市、市場、輸出支援のニュースを月に一度お届けします。',
    enterFullName: '氏名を入力してください',
    enterEmail: 'name@example.com のような正しい形式でメールアドレスを入力してください',
    chooseSatisfaction: '満足度を選んでください',
    howSatisfied: 'どのくらい満足されましたか？',
  },
  nl: {
    pageContent: 'Pagina-inhoud',
    sendInquiry: 'Vraag versturen',
    deleteDraft: 'Concept verwijderen',
    longContent: 'Lange inhoud',
    longContentInColumn: 'Lange inhoud die de kolom vult',
    simulateRouteChange: 'Paginawissel nabootsen',
    linkOnPageBehind: 'Een link op de pagina erachter',
    loadingResults: 'Resultaten laden',
    exampleNavigation: 'Voorbeeldnavigatie',
    one: 'Een',
    two: 'Twee',
    three: 'Drie',
    mainContent: 'Hoofdinhoud',
    noNewsInCategory: 'Er is nog geen nieuws in deze categorie.',
    allNews: 'Al het nieuws',
    loadingNews: 'Nieuws laden',
    serverDidNotAnswer: 'De server gaf geen antwoord.',
    firstPage: 'Eerste pagina',
    middlePage: 'Middelste pagina',
    lastPage: 'Laatste pagina',
    pageButtons: 'Pagina’s als knoppen',
    startLoading: 'Laden starten',
    finishLoading: 'Laden voltooien',
    cv: 'Curriculum vitae',
    cvDescription: 'Je cv als pdf of Word',
    attachCv: 'Voeg je cv toe.',
    supportingDocuments: 'Bijlagen',
    attachFile: 'Voeg een bestand toe.',
    productPhotoFile: 'productfoto.jpg',
    newsletterDescription: 'Eens per maand nieuws over handelsbeurzen, markten en exportsteun.',
    enterFullName: 'Vul je volledige naam in',
    enterEmail: 'Vul een e-mailadres in de juiste vorm in, zoals naam@voorbeeld.nl',
    chooseSatisfaction: 'Kies hoe tevreden je bent',
    howSatisfied: 'Hoe tevreden ben je?',
  },
};

/** The stories' demo text in the story's locale. */
export function demo(globals: { locale?: unknown }): DemoText {
  return forLocale(globals, demoText);
}

export { demoText };
