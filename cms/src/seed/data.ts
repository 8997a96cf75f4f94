/**
 * Seed content: original content written for this project (not copied from ditp.go.th). Articles
 * may be illustrative, but nothing in it is an invented fact about the real department: contact
 * details are the department's published ones (the 1169 hotline, the head office address) or
 * absent, and external links go to real addresses or are absent (tests/unit/seedFacts.test.ts).
 * Edge cases are listed in cms/README.md ("Seed edge cases") with their exact titles.
 */
import { LOCALES, type Locale } from '../model/locales';

export type Tr = Partial<Record<Locale, string>>;
export type SeedEntry = {
  key: string;
  title: Tr;
  html?: Tr;
  /** days before now; null = publish_date empty; 'future' = five years ahead (hidden by the site) */
  date?: number | null | 'future';
  /** image index; null = no image; undefined = automatic */
  image?: number | null;
  draftOnly?: boolean;
  /**
   * A test fixture (an edge case labelled as such: the sanitiser payloads, "(no image)", a
   * Thai-only post saying it is one): seeded only with CMS_SEED_FIXTURES=true, which the test
   * harness sets (scripts/cms.mjs), never for visitors (`npm start`, production).
   */
  fixture?: boolean;
  shared?: Record<string, unknown>;
  local?: Partial<Record<Locale, Record<string, unknown>>>;
  rel?: Record<string, string | string[]>;
};

export const ALL: readonly Locale[] = LOCALES;

/** The entries a seed writes: without the test fixtures unless `fixtures` (CMS_SEED_FIXTURES). */
export const forSeeding = (entries: SeedEntry[], fixtures: boolean): SeedEntry[] =>
  entries.filter((e) => fixtures || !e.fixture);

const T = (th: string, en: string, zh?: string, ja?: string, nl?: string): Tr => {
  const t: Tr = { th, en };
  if (zh) t.zh = zh;
  if (ja) t.ja = ja;
  if (nl) t.nl = nl;
  return t;
};
const P = (...paras: string[]) =>
  paras.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join('\n');

// ---------------------------------------------------------------------------------------------
// Taxonomies (all five locales: localized relations need the target in the same locale)
// ---------------------------------------------------------------------------------------------

export const categories: SeedEntry[] = [
  {
    key: 'hot',
    shared: { name: 'Hot-issue' },
    title: T('ประเด็นร้อน', 'Hot issues', '热点议题', 'ホットイシュー', 'Actuele kwesties'),
  },
  {
    key: 'knowledge',
    shared: { name: 'Knowledge' },
    title: T('องค์ความรู้', 'Knowledge', '知识', 'ナレッジ', 'Kennis'),
  },
  {
    key: 'trade-guide',
    shared: { name: 'Trade-Guide' },
    title: T('คู่มือการค้า', 'Trade guide', '贸易指南', '貿易ガイド', 'Handelsgids'),
  },
  {
    key: 'trade-guide-regulation',
    shared: { name: 'Trade-Guide-Regulation' },
    title: T(
      'คู่มือกฎระเบียบการค้า',
      'Trade regulations guide',
      '贸易法规指南',
      '貿易規制ガイド',
      'Gids handelsregels',
    ),
  },
  {
    key: 'investment-guide',
    shared: { name: 'Investment-Guide' },
    title: T('คู่มือการลงทุน', 'Investment guide', '投资指南', '投資ガイド', 'Investeringsgids'),
  },
];

export const regions: SeedEntry[] = [
  {
    key: 'asean',
    shared: { name: 'ASEAN' },
    title: T('อาเซียน', 'ASEAN', '东盟', 'ASEAN', 'ASEAN'),
  },
  {
    key: 'east-asia',
    shared: { name: 'East Asia' },
    title: T('เอเชียตะวันออก', 'East Asia', '东亚', '東アジア', 'Oost-Azië'),
  },
  {
    key: 'south-asia',
    shared: { name: 'South Asia' },
    title: T('เอเชียใต้', 'South Asia', '南亚', '南アジア', 'Zuid-Azië'),
  },
  {
    key: 'europe',
    shared: { name: 'Europe' },
    title: T('ยุโรป', 'Europe', '欧洲', 'ヨーロッパ', 'Europa'),
  },
  {
    key: 'americas',
    shared: { name: 'Americas' },
    title: T('ทวีปอเมริกา', 'Americas', '美洲', '米州', 'Amerika'),
  },
  {
    key: 'middle-east',
    shared: { name: 'Middle East' },
    title: T('ตะวันออกกลาง', 'Middle East', '中东', '中東', 'Midden-Oosten'),
  },
];

export const postTypes: SeedEntry[] = [
  {
    key: 'article',
    shared: { post_type_name: 'Article' },
    title: T('บทความ', 'Article', '文章', '記事', 'Artikel'),
  },
  {
    key: 'podcast',
    shared: { post_type_name: 'Podcast' },
    title: T('พอดแคสต์', 'Podcast', '播客', 'ポッドキャスト', 'Podcast'),
  },
  {
    key: 'presentation',
    shared: { post_type_name: 'Presentation' },
    title: T('เอกสารนำเสนอ', 'Presentation', '演示文稿', 'プレゼンテーション', 'Presentatie'),
  },
  {
    key: 'blockdit',
    shared: { post_type_name: 'blockdit' },
    title: T('บล็อกดิต', 'Blockdit', 'Blockdit', 'Blockdit', 'Blockdit'),
  },
];

export const reportTypes: SeedEntry[] = [
  {
    key: 'market-report',
    shared: { name: 'Market report' },
    title: T('รายงานสถานการณ์ตลาด', 'Market report', '市场报告', '市場レポート', 'Marktrapport'),
  },
  {
    key: 'trade-stats',
    shared: { name: 'Trade statistics' },
    title: T('สถิติการค้า', 'Trade statistics', '贸易统计', '貿易統計', 'Handelsstatistiek'),
  },
  {
    key: 'opportunity',
    shared: { name: 'Business opportunity' },
    title: T('โอกาสทางธุรกิจ', 'Business opportunity', '商机', 'ビジネス機会', 'Zakelijke kans'),
  },
];

export const authors: SeedEntry[] = [
  {
    key: 'ttc-tokyo',
    title: T(
      'สำนักงานส่งเสริมการค้าในต่างประเทศ ณ กรุงโตเกียว',
      'Thai Trade Center Tokyo',
      '泰国贸易中心（东京）',
      'タイ貿易センター東京',
      'Thai Trade Center Tokio',
    ),
    local: {
      th: { name: 'ทีมวิเคราะห์ตลาดญี่ปุ่น' },
      en: { name: 'Japan market desk' },
      zh: { name: '日本市场组' },
      ja: { name: '日本市場チーム' },
      nl: { name: 'Marktteam Japan' },
    },
  },
  {
    key: 'analyst',
    title: T(
      'กองข้อมูลการค้าระหว่างประเทศ',
      'International Trade Information Division',
      '国际贸易信息司',
      '国際貿易情報課',
      'Afdeling Internationale Handelsinformatie',
    ),
    local: {
      th: { name: 'นักวิเคราะห์ตลาด' },
      en: { name: 'Market analyst' },
      zh: { name: '市场分析师' },
      ja: { name: '市場アナリスト' },
      nl: { name: 'Marktanalist' },
    },
  },
];

export const tags: SeedEntry[] = [
  {
    key: 'export',
    shared: { name: 'export' },
    title: T('ส่งออก', 'Export', '出口', '輸出', 'Export'),
  },
  { key: 'food', shared: { name: 'food' }, title: T('อาหาร', 'Food', '食品', '食品', 'Voeding') },
  {
    key: 'ecommerce',
    shared: { name: 'e-commerce' },
    title: T('อีคอมเมิร์ซ', 'E-commerce', '电子商务', 'EC', 'E-commerce'),
  },
  {
    key: 'bcg',
    shared: { name: 'BCG' },
    title: T('เศรษฐกิจ BCG', 'BCG economy', 'BCG经济', 'BCG経済', 'BCG-economie'),
  },
];

// ---------------------------------------------------------------------------------------------
// Edge-case texts
// ---------------------------------------------------------------------------------------------

export const LONG_THAI_TITLE =
  'รายงานเชิงลึกว่าด้วยแนวโน้มการส่งออกสินค้าเกษตรและอาหารแปรรูปของไทยไปยังตลาดจีน ญี่ปุ่น เกาหลีใต้ อินเดีย ตะวันออกกลาง สหภาพยุโรป และสหรัฐอเมริกา พร้อมข้อเสนอแนะเชิงนโยบายสำหรับผู้ประกอบการขนาดกลางและขนาดย่อมที่ต้องการขยายตลาดอย่างยั่งยืนในปีงบประมาณถัดไป';

export const XSS_HTML = [
  '<p>This article deliberately contains unsafe markup so the site sanitiser can be tested.</p>',
  '<script>window.__ditpXss = (window.__ditpXss || 0) + 1; alert("xss-script")</script>',
  '<img src="x" onerror="window.__ditpXss = (window.__ditpXss || 0) + 1; alert(\'xss-onerror\')" alt="broken">',
  '<p><a href="javascript:window.__ditpXss=(window.__ditpXss||0)+1;alert(\'xss-href\')">Click for export statistics</a></p>',
  '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__ditpXss=(window.__ditpXss||0)+1;alert(\'xss-svg\')"><script>alert("xss-svg-script")</script><circle r="10"/></svg>',
  '<iframe src="javascript:alert(\'xss-iframe\')"></iframe>',
  '<p style="background:url(javascript:alert(1))">ส่งออก export – safe text after the payloads.</p>',
].join('\n');

// ---------------------------------------------------------------------------------------------
// Posts (world-market articles)
// ---------------------------------------------------------------------------------------------

export const posts: SeedEntry[] = [
  {
    key: 'durian-china',
    date: 2,
    rel: {
      category: 'hot',
      region: 'east-asia',
      post_type: 'article',
      report_type: 'market-report',
      authors: ['analyst'],
      tags: ['export', 'food'],
    },
    title: T(
      'ส่งออกทุเรียนไทยไปจีนทำสถิติใหม่ ผู้ส่งออกต้องเข้มงวดมาตรฐาน GMP',
      'Thai durian exports to China hit a record: exporters must tighten GMP standards',
      '泰国榴莲对华出口创新高，出口商须严格执行GMP标准',
      'タイ産ドリアンの対中輸出が過去最高に　輸出業者はGMP基準の徹底を',
      'Thaise durian-export naar China op recordhoogte: exporteurs moeten GMP-normen aanscherpen',
    ),
    html: T(
      P(
        'การส่งออกทุเรียนสดของไทยไปจีนในฤดูกาลล่าสุดเติบโตต่อเนื่อง แต่ด่านศุลกากรจีนเพิ่มการสุ่มตรวจสารตกค้างและสีย้อม ผู้ส่งออกควรตรวจสอบใบรับรองโรงคัดบรรจุ (GMP) และบันทึกย้อนกลับได้ทุกล็อต',
        'กรมส่งเสริมการค้าระหว่างประเทศแนะนำให้วางแผนขนส่งทางรางผ่าน สปป.ลาว เพื่อลดเวลาขนส่งและรักษาคุณภาพ',
      ),
      P(
        'Fresh durian exports from Thailand to China grew again this season, but Chinese customs has stepped up random testing for residues and dyes. Exporters should check packing-house GMP certificates and keep lot-level traceability records.',
        'DITP recommends planning rail shipments through Lao PDR to shorten transit time and protect quality.',
      ),
      P(
        '本季泰国鲜榴莲对华出口继续增长，但中国海关加强了对残留物和染色剂的抽检。出口商应核实包装厂GMP证书并保留批次追溯记录。',
      ),
      P(
        '今季のタイ産生鮮ドリアンの対中輸出は引き続き増加しましたが、中国税関は残留物や着色料の抜き取り検査を強化しています。',
      ),
      P(
        'De export van verse durian van Thailand naar China groeide opnieuw, maar de Chinese douane controleert vaker op residuen en kleurstoffen.',
      ),
    ),
  },
  {
    key: 'halal-me',
    date: 5,
    rel: {
      category: 'hot',
      region: 'middle-east',
      post_type: 'article',
      report_type: 'opportunity',
      authors: ['analyst'],
      tags: ['food', 'export'],
    },
    title: T(
      'โอกาสส่งออกอาหารฮาลาลไทยสู่ตลาดตะวันออกกลาง',
      'Export opportunities for Thai halal food in the Middle East',
      '泰国清真食品出口中东的机遇',
      'タイ産ハラール食品の中東向け輸出機会',
      'Exportkansen voor Thaise halal-voeding in het Midden-Oosten',
    ),
    html: T(
      P(
        'ตลาดอาหารฮาลาลในกลุ่มประเทศ GCC ขยายตัวตามจำนวนประชากรและนักท่องเที่ยว สินค้าไทยที่มีศักยภาพ ได้แก่ ไก่แปรรูป ข้าวหอมมะลิ และอาหารพร้อมรับประทาน',
        'ผู้ประกอบการต้องมีตราฮาลาลที่ได้รับการยอมรับจากหน่วยงานรับรองของประเทศปลายทาง',
      ),
      P(
        'Halal food demand in the GCC countries keeps growing with population and tourism. Promising Thai products include processed chicken, jasmine rice and ready-to-eat meals.',
        'Exporters need a halal certificate recognised by the destination country.',
      ),
      P('海湾国家清真食品需求随人口和旅游业持续增长。'),
      P('GCC諸国のハラール食品需要は人口と観光の伸びとともに拡大しています。'),
      P('De vraag naar halal-voeding in de Golfstaten blijft groeien.'),
    ),
  },
  {
    key: 'podcast-japan-ec',
    date: 8,
    rel: {
      category: 'knowledge',
      region: 'east-asia',
      post_type: 'podcast',
      authors: ['ttc-tokyo'],
      tags: ['ecommerce'],
    },
    title: T(
      'พอดแคสต์: ขายขนมไทยบนอีคอมเมิร์ซญี่ปุ่นให้ปัง',
      'Podcast: selling Thai snacks on Japanese e-commerce',
      '播客：在日本电商平台销售泰国零食',
      'ポッドキャスト：日本のECでタイのお菓子を売る',
      'Podcast: Thaise snacks verkopen via Japanse webwinkels',
    ),
    html: T(
      P(
        'ตอนนี้คุยกับทีมงานสำนักงานส่งเสริมการค้าฯ ณ กรุงโตเกียว เรื่องการเลือกแพลตฟอร์ม การติดฉลากภาษาญี่ปุ่น และการตั้งราคาเพื่อการส่งออก',
      ),
      P(
        'In this episode the Thai Trade Center Tokyo team talks about choosing a platform, Japanese labelling and export pricing.',
      ),
      P('本期节目与东京泰国贸易中心团队讨论平台选择、日文标签和出口定价。'),
      P(
        '今回はタイ貿易センター東京のチームと、プラットフォーム選び、日本語表示、輸出価格について話します。',
      ),
      P(
        'In deze aflevering bespreekt het team in Tokio platformkeuze, Japanse etikettering en exportprijzen.',
      ),
    ),
  },
  {
    key: 'presentation-eudr',
    date: 12,
    rel: {
      category: 'knowledge',
      region: 'europe',
      post_type: 'presentation',
      report_type: 'market-report',
      tags: ['export', 'bcg'],
    },
    title: T(
      'เอกสารนำเสนอ: กฎหมาย EUDR กับผู้ส่งออกยางพาราไทย',
      'Presentation: the EU Deforestation Regulation (EUDR) for Thai rubber exporters',
      '演示：欧盟毁林法规与泰国橡胶出口商',
    ),
    html: T(
      P(
        'สรุปข้อกำหนดการตรวจสอบย้อนกลับแปลงปลูก (geolocation) และเอกสาร due diligence ที่ผู้ส่งออกยางพาราและไม้ต้องเตรียม',
      ),
      P(
        'A summary of the plot geolocation and due-diligence documents that rubber and wood exporters must prepare for EU buyers.',
      ),
      P('总结橡胶和木材出口商须为欧盟买家准备的地块定位和尽职调查文件。'),
    ),
  },
  {
    key: 'blockdit-first-order',
    date: 15,
    rel: { category: 'knowledge', post_type: 'blockdit', tags: ['export'] },
    title: T(
      'บล็อกดิต: 5 ขั้นตอนสู่คำสั่งซื้อส่งออกแรกของคุณ',
      'Blockdit: five steps to your first export order',
    ),
    html: T(
      P(
        '1. ศึกษาตลาดเป้าหมาย 2. จดทะเบียนผู้ส่งออก 3. เตรียมใบเสนอราคา FOB/CIF 4. เข้าร่วมกิจกรรมจับคู่ธุรกิจ 5. ทำสัญญาและเลือกวิธีชำระเงินที่ปลอดภัย',
      ),
      P(
        '1. Study the target market 2. Register as an exporter 3. Prepare FOB/CIF quotations 4. Join business matching events 5. Sign a contract and choose a safe payment method.',
      ),
    ),
  },
  {
    key: 'vietnam-cosmetics',
    date: 20,
    rel: {
      category: 'hot',
      region: 'asean',
      post_type: 'article',
      report_type: 'opportunity',
      tags: ['export'],
    },
    title: T(
      'ความต้องการเครื่องสำอางไทยในเวียดนามเพิ่มขึ้น',
      "Vietnam's demand for Thai cosmetics is rising",
    ),
    html: T(
      P(
        'ผู้บริโภควัยทำงานในนครโฮจิมินห์และฮานอยนิยมสกินแคร์จากสมุนไพรไทย การจดแจ้งเครื่องสำอางกับหน่วยงานของเวียดนามใช้เวลาประมาณ 30 วัน',
      ),
      P(
        'Young professionals in Ho Chi Minh City and Hanoi favour Thai herbal skincare. Cosmetic notification with the Vietnamese authority takes about 30 days.',
      ),
    ),
  },
  {
    key: 'india-rules',
    date: 26,
    rel: {
      category: 'hot',
      region: 'south-asia',
      post_type: 'article',
      report_type: 'market-report',
      tags: ['food'],
    },
    title: T(
      'อินเดียปรับกฎนำเข้าอาหารแปรรูป ผู้ส่งออกไทยต้องเตรียมตัวอย่างไร',
      "India's new import rules for processed food: how Thai exporters should prepare",
    ),
    html: T(
      P(
        'หน่วยงานด้านความปลอดภัยอาหารของอินเดียกำหนดให้ผู้ผลิตต่างประเทศบางกลุ่มต้องขึ้นทะเบียนก่อนส่งออก ควรตรวจสอบรายการสินค้าที่เข้าข่ายก่อนรับคำสั่งซื้อ',
      ),
      P(
        "India's food safety authority now requires some foreign manufacturers to register before exporting. Check whether your products are covered before accepting orders.",
      ),
    ),
  },
  {
    key: 'us-tariff',
    date: 30,
    rel: {
      category: 'hot',
      region: 'americas',
      post_type: 'article',
      report_type: 'trade-stats',
      tags: ['export'],
    },
    title: T(
      'การเปลี่ยนแปลงภาษีนำเข้าของสหรัฐฯ ที่ผู้ส่งออกไทยควรรู้',
      'US tariff changes Thai exporters should know about',
    ),
    html: T(
      P(
        'สรุปพิกัดศุลกากรที่ได้รับผลกระทบ แนวทางตรวจสอบถิ่นกำเนิดสินค้า และช่องทางขอคำปรึกษาจากสำนักงานส่งเสริมการค้าฯ ในสหรัฐอเมริกา',
      ),
      P(
        'A summary of the affected tariff lines, how to check rules of origin and where to get advice from the Thai Trade Centers in the United States.',
      ),
    ),
  },
  {
    key: 'long-title',
    fixture: true,
    date: 33,
    rel: { category: 'hot', region: 'asean', post_type: 'article', report_type: 'market-report' },
    title: T(
      LONG_THAI_TITLE,
      'In-depth report on Thai agricultural and processed-food export trends (long Thai title test)',
    ),
    html: T(
      P('บทความนี้มีชื่อเรื่องยาวมากโดยตั้งใจ เพื่อทดสอบการตัดบรรทัดภาษาไทยบนการ์ดและหน้ารายละเอียด'),
      P(
        'This article has a very long Thai title on purpose, to test Thai line breaking on cards and detail pages.',
      ),
    ),
  },
  {
    key: 'xss',
    fixture: true,
    date: 35,
    rel: { category: 'knowledge', post_type: 'article' },
    title: T('ทดสอบตัวกรอง HTML: เนื้อหาที่มีสคริปต์ (ส่งออก)', 'Sanitiser test: HTML payloads (export)'),
    html: { th: XSS_HTML, en: XSS_HTML },
  },
  {
    key: 'future',
    fixture: true,
    date: 'future',
    rel: { category: 'hot', post_type: 'article' },
    title: T(
      'กำหนดเผยแพร่ล่วงหน้า: แนวโน้มการส่งออกข้าวไทยในอนาคต',
      'Scheduled: future outlook for Thai rice exports',
    ),
    html: T(
      P('บทความนี้ตั้งวันเผยแพร่ไว้ในอนาคต จึงต้องไม่ปรากฏบนเว็บไซต์จนกว่าจะถึงวันนั้น'),
      P(
        'This article has a publish date in the future and must not appear on the site until then.',
      ),
    ),
  },
  {
    key: 'null-date',
    fixture: true,
    date: null,
    rel: { category: 'knowledge', post_type: 'article', tags: ['export'] },
    title: T(
      'รายการเอกสารส่งออกที่ต้องเตรียม (ไม่มีวันเผยแพร่)',
      'Export documents checklist (no publish date)',
    ),
    html: T(
      P(
        'ใบขนสินค้าขาออก บัญชีราคาสินค้า (Invoice) ใบกำกับการบรรจุหีบห่อ (Packing list) ใบตราส่ง (B/L) และหนังสือรับรองถิ่นกำเนิดสินค้า (C/O)',
      ),
      P(
        'Export declaration, commercial invoice, packing list, bill of lading and certificate of origin (C/O).',
      ),
    ),
  },
  {
    key: 'draft',
    fixture: true,
    draftOnly: true,
    rel: { category: 'hot', post_type: 'article' },
    title: T('ฉบับร่าง: บันทึกตลาดภายในที่ยังไม่เผยแพร่', 'Draft only: unpublished internal market note'),
    html: T(
      P('ฉบับร่างนี้ต้องไม่ถูกเผยแพร่ต่อสาธารณะ'),
      P('This draft must never be served to the public.'),
    ),
  },
  {
    key: 'th-only',
    fixture: true,
    date: 3,
    rel: { category: 'hot', region: 'asean', post_type: 'article', tags: ['export'] },
    title: { th: 'เฉพาะภาษาไทย: งานแสดงสินค้าไทยที่ชายแดนไทย-ลาว กระตุ้นการส่งออก' },
    html: { th: P('บทความนี้มีเฉพาะภาษาไทย ใช้ทดสอบข้อความแจ้งเมื่อสลับภาษา') },
  },
  {
    key: 'no-image',
    fixture: true,
    date: 40,
    image: null,
    rel: { category: 'knowledge', post_type: 'article', tags: ['export'] },
    title: T(
      'ความรู้พื้นฐาน Incoterms 2020 สำหรับผู้ส่งออกมือใหม่ (ไม่มีรูปภาพ)',
      'Incoterms 2020 basics for new exporters (no image)',
    ),
    html: T(
      P('ทำความเข้าใจความแตกต่างระหว่าง EXW, FOB, CIF และ DDP ก่อนเสนอราคา'),
      P('Understand the difference between EXW, FOB, CIF and DDP before you quote a price.'),
    ),
  },
];

// ---------------------------------------------------------------------------------------------
// DITP news
// ---------------------------------------------------------------------------------------------

export const ditpNews: SeedEntry[] = [
  {
    key: 'thaifex',
    date: 1,
    title: T(
      'กรมส่งเสริมการค้าระหว่างประเทศเปิดงาน THAIFEX – Anuga Asia ดันส่งออกอาหารไทย',
      'DITP opens THAIFEX – Anuga Asia to boost Thai food exports',
      '泰国国际贸易促进厅开幕THAIFEX – Anuga Asia展会，推动泰国食品出口',
      'DITPがTHAIFEX – Anuga Asiaを開幕　タイ食品の輸出を後押し',
      'DITP opent THAIFEX – Anuga Asia om Thaise voedselexport te stimuleren',
    ),
    html: T(
      P(
        'งานแสดงสินค้าอาหารที่ใหญ่ที่สุดในภูมิภาคเอเชีย มีผู้ซื้อจากกว่า 130 ประเทศ และกิจกรรมเจรจาการค้าออนไลน์สำหรับผู้ส่งออก SMEs',
      ),
      P(
        "Asia's largest food trade fair welcomes buyers from more than 130 countries, with online business matching for SME exporters.",
      ),
      P('亚洲最大的食品贸易展迎来130多个国家的买家。'),
      P('アジア最大級の食品見本市に130か国以上のバイヤーが来場します。'),
      P('De grootste voedselbeurs van Azië verwelkomt kopers uit meer dan 130 landen.'),
    ),
  },
  {
    key: 'top-thai-brands',
    date: 4,
    title: T(
      'Top Thai Brands ที่อินโดนีเซีย สร้างมูลค่าการซื้อขายกว่า 500 ล้านบาท',
      'Top Thai Brands in Indonesia generates over 500 million baht in orders',
      'Top Thai Brands印尼展会创造逾5亿泰铢订单',
      'インドネシアのTop Thai Brandsで5億バーツ超の商談',
      'Top Thai Brands in Indonesië levert meer dan 500 miljoen baht aan orders op',
    ),
    html: T(
      P('ผู้ประกอบการไทยกว่า 100 รายนำสินค้าอาหาร ของใช้ในบ้าน และสินค้าสุขภาพไปจัดแสดงที่กรุงจาการ์ตา'),
      P('More than 100 Thai companies showed food, household and health products in Jakarta.'),
      P('100多家泰国企业在雅加达展示产品。'),
      P('100社を超えるタイ企業がジャカルタで出展しました。'),
      P('Meer dan 100 Thaise bedrijven toonden hun producten in Jakarta.'),
    ),
  },
  {
    key: 'style-bangkok',
    date: 7,
    title: T(
      'STYLE Bangkok รวมสินค้าไลฟ์สไตล์ไทยดีไซน์โดดเด่น',
      'STYLE Bangkok showcases outstanding Thai lifestyle design',
      'STYLE Bangkok展示泰国优秀生活方式设计',
      'STYLE Bangkokでタイのライフスタイル商品を紹介',
      'STYLE Bangkok toont opvallend Thais lifestyle-design',
    ),
    html: T(
      P('งานแสดงสินค้าไลฟ์สไตล์ ของตกแต่งบ้าน และแฟชั่น พร้อมโซนสินค้า BCG ที่เป็นมิตรต่อสิ่งแวดล้อม'),
      P(
        'A fair for lifestyle, home decoration and fashion with a BCG zone for eco-friendly products.',
      ),
      P('生活方式、家居装饰和时尚展会，设有BCG环保专区。'),
      P('ライフスタイル、インテリア、ファッションの見本市です。'),
      P('Een beurs voor lifestyle, woondecoratie en mode.'),
    ),
  },
  {
    key: 'demark',
    date: 10,
    title: T(
      'ประกาศผลรางวัล DEmark ประจำปี ยกย่องงานออกแบบไทย',
      'DEmark award winners announced, honouring Thai design',
    ),
    html: T(
      P('รางวัลส่งเสริมการออกแบบผลิตภัณฑ์ไทยที่มีคุณภาพและพร้อมส่งออก'),
      P('The award recognises well-designed Thai products that are ready for export.'),
    ),
  },
  {
    key: 'nea',
    date: 14,
    title: T(
      'สถาบันพัฒนาผู้ประกอบการการค้ายุคใหม่เปิดหลักสูตรส่งออกออนไลน์',
      'NEA opens new online export courses for entrepreneurs',
    ),
    html: T(
      P('หลักสูตรการส่งออกเบื้องต้น การตลาดดิจิทัล และการใช้สิทธิประโยชน์ FTA เรียนฟรีผ่านระบบออนไลน์'),
      P('Free online courses on export basics, digital marketing and using FTA privileges.'),
    ),
  },
  {
    key: 'mini-mm',
    date: 18,
    title: T(
      'กิจกรรมจับคู่ธุรกิจออนไลน์กับผู้นำเข้าจากญี่ปุ่นและเกาหลี',
      'Online business matching with importers from Japan and Korea',
    ),
    html: T(
      P('ผู้ส่งออกที่สนใจลงทะเบียนผ่านระบบ e-Service ได้ถึงสิ้นเดือนนี้'),
      P(
        'Interested exporters can register through the e-Service system until the end of this month.',
      ),
    ),
  },
  {
    key: 'export-figures',
    date: 22,
    title: T(
      'แถลงตัวเลขการส่งออกไทยรายเดือน ขยายตัวต่อเนื่อง',
      'Monthly Thai export figures show continued growth',
    ),
    html: T(
      P(
        'การส่งออกสินค้าเกษตรและอาหาร รวมถึงสินค้าอุตสาหกรรมยังคงขยายตัว ตลาดหลักที่เติบโตได้ดี ได้แก่ สหรัฐฯ จีน และอาเซียน',
      ),
      P(
        'Exports of agricultural, food and industrial products keep growing; the US, China and ASEAN are the strongest markets.',
      ),
    ),
  },
  {
    key: 'ecommerce-training',
    date: 27,
    title: T(
      'อบรมการขายสินค้าผ่านแพลตฟอร์มอีคอมเมิร์ซข้ามพรมแดน',
      'Training on cross-border e-commerce platforms',
    ),
    html: T(
      P('เรียนรู้การเปิดร้านค้าออนไลน์ การตั้งราคาส่งออก และการจัดการโลจิสติกส์'),
      P('Learn how to open an online store, set export prices and manage logistics.'),
    ),
  },
  {
    key: 'news-th-only',
    fixture: true,
    date: 2,
    title: { th: 'ข่าวเฉพาะภาษาไทย: ประชุมผู้ส่งออกผลไม้ภาคตะวันออก' },
    html: { th: P('ข่าวนี้มีเฉพาะภาษาไทย') },
  },
  {
    key: 'news-future',
    fixture: true,
    date: 'future',
    title: T('ข่าวล่วงหน้า: งานแสดงสินค้าในอนาคต', 'Scheduled news: a future trade fair'),
    html: T(P('ยังไม่ถึงวันเผยแพร่'), P('Not yet published by date.')),
  },
];

// ---------------------------------------------------------------------------------------------
// Procurement news
// ---------------------------------------------------------------------------------------------

export const procurementNews: SeedEntry[] = [
  {
    key: 'plan',
    date: 3,
    shared: { budget_thb: 125000000 },
    local: {
      th: { procurement_method: 'แผนการจัดซื้อจัดจ้าง' },
      en: { procurement_method: 'Procurement plan' },
      zh: { procurement_method: '采购计划' },
      ja: { procurement_method: '調達計画' },
      nl: { procurement_method: 'Inkoopplan' },
    },
    title: T(
      'ประกาศเผยแพร่แผนการจัดซื้อจัดจ้าง ประจำปีงบประมาณ พ.ศ. 2569',
      'Procurement plan for fiscal year 2026 published',
      '2026财年采购计划公告',
      '2026会計年度調達計画の公表',
      'Inkoopplan voor begrotingsjaar 2026 gepubliceerd',
    ),
    html: T(
      P(
        'กรมส่งเสริมการค้าระหว่างประเทศเผยแพร่แผนการจัดซื้อจัดจ้างประจำปี ตามพระราชบัญญัติการจัดซื้อจัดจ้างและการบริหารพัสดุภาครัฐ พ.ศ. 2560',
      ),
      P(
        'DITP publishes its annual procurement plan under the Government Procurement and Supplies Management Act B.E. 2560 (2017).',
      ),
      P('依照2017年政府采购法公布年度采购计划。'),
      P('政府調達法に基づき年間調達計画を公表します。'),
      P('Jaarlijks inkoopplan volgens de Thaise aanbestedingswet van 2017.'),
    ),
  },
  {
    key: 'thaifex-booth',
    date: 6,
    shared: { budget_thb: 18500000, closing_date: '2031-01-15' },
    local: {
      th: { procurement_method: 'ประกวดราคาอิเล็กทรอนิกส์ (e-bidding)' },
      en: { procurement_method: 'Electronic bidding (e-bidding)' },
      zh: { procurement_method: '电子招标' },
      ja: { procurement_method: '電子入札' },
      nl: { procurement_method: 'Elektronische aanbesteding' },
    },
    title: T(
      'ประกวดราคาจ้างออกแบบและก่อสร้างคูหาประเทศไทยในงานแสดงสินค้าต่างประเทศ ด้วยวิธีประกวดราคาอิเล็กทรอนิกส์',
      'Invitation to bid: design and construction of the Thailand pavilion at overseas trade fairs (e-bidding)',
      '招标：海外展会泰国馆设计与搭建（电子招标）',
      '入札公告：海外見本市タイ館の設計・施工（電子入札）',
      'Aanbesteding: ontwerp en bouw van het Thailand-paviljoen op buitenlandse beurzen',
    ),
    html: T(
      P('ผู้สนใจสามารถดาวน์โหลดเอกสารประกวดราคาได้ที่ระบบการจัดซื้อจัดจ้างภาครัฐ (e-GP)'),
      P('Bid documents are available on the government e-GP system.'),
      P('招标文件可在政府电子采购系统下载。'),
      P('入札書類は政府電子調達システムから入手できます。'),
      P('De aanbestedingsdocumenten staan in het e-GP-systeem van de overheid.'),
    ),
  },
  {
    key: 'award-result',
    date: 9,
    shared: { budget_thb: 2450000 },
    local: {
      th: { procurement_method: 'ประกาศผู้ชนะ' },
      en: { procurement_method: 'Award announcement' },
      zh: { procurement_method: '中标公告' },
      ja: { procurement_method: '落札者公告' },
      nl: { procurement_method: 'Gunningsbekendmaking' },
    },
    title: T(
      'ประกาศผู้ชนะการเสนอราคา จ้างผลิตสื่อประชาสัมพันธ์ออนไลน์',
      'Award announcement: production of online promotional media',
      '中标公告：网络宣传媒体制作',
      '落札者公告：オンライン広報メディア制作',
      'Gunning: productie van online promotiemateriaal',
    ),
    html: T(
      P('คณะกรรมการพิจารณาผลได้คัดเลือกผู้เสนอราคาที่ถูกต้องตามเงื่อนไขและเสนอราคาต่ำสุด'),
      P('The committee selected the compliant bidder with the lowest price.'),
      P('评审委员会选定符合条件且报价最低的投标人。'),
      P('条件を満たし最低価格を提示した入札者を選定しました。'),
      P('De commissie koos de conforme inschrijver met de laagste prijs.'),
    ),
  },
  {
    key: 'median-price',
    date: 13,
    local: {
      th: { procurement_method: 'ราคากลาง' },
      en: { procurement_method: 'Reference price' },
    },
    title: T(
      'ประกาศราคากลางงานจ้างบำรุงรักษาระบบเครือข่ายคอมพิวเตอร์',
      'Reference price: maintenance of the computer network',
    ),
    html: T(
      P('เผยแพร่ราคากลางและที่มาของราคากลางตามแบบ บก.06'),
      P('The reference price and its sources are published on form Bor.Kor.06.'),
    ),
  },
  {
    key: 'cancel',
    date: 16,
    local: {
      th: { procurement_method: 'ยกเลิกประกาศ' },
      en: { procurement_method: 'Cancellation' },
    },
    title: T(
      'ยกเลิกประกาศประกวดราคาจ้างเช่าพื้นที่จัดแสดงสินค้า',
      'Cancellation of the invitation to bid for exhibition space rental',
    ),
    html: T(
      P('เนื่องจากมีการเปลี่ยนแปลงรายละเอียดงาน จะประกาศใหม่ภายหลัง'),
      P('The scope of work changed; a new invitation will follow.'),
    ),
  },
  {
    key: 'specific',
    date: 19,
    shared: { budget_thb: 480000 },
    local: {
      th: { procurement_method: 'วิธีเฉพาะเจาะจง' },
      en: { procurement_method: 'Specific method' },
    },
    title: T(
      'ประกาศจัดซื้อวัสดุสำนักงานโดยวิธีเฉพาะเจาะจง',
      'Purchase of office supplies by the specific method',
    ),
    html: T(
      P('สรุปผลการจัดซื้อจัดจ้างประจำเดือน (แบบ สขร.1)'),
      P('Monthly procurement summary (form Sor.Kor.Ror.1).'),
    ),
  },
  {
    key: 'consult',
    date: 24,
    shared: { budget_thb: 3900000, closing_date: '2031-03-31' },
    local: { th: { procurement_method: 'จ้างที่ปรึกษา' }, en: { procurement_method: 'Consultancy' } },
    title: T(
      'จ้างที่ปรึกษาศึกษาตลาดสินค้าเกษตรแปรรูปในยุโรป',
      'Consultancy: market study of processed agricultural products in Europe',
    ),
    html: T(
      P('ที่ปรึกษาต้องมีประสบการณ์ศึกษาตลาดต่างประเทศไม่น้อยกว่า 5 ปี'),
      P('Consultants need at least five years of experience in overseas market studies.'),
    ),
  },
  {
    key: 'vehicle',
    date: 28,
    local: { th: { procurement_method: 'เช่า' }, en: { procurement_method: 'Rental' } },
    title: T('ประกาศเช่ารถยนต์ส่วนกลางพร้อมพนักงานขับรถ', 'Rental of pool vehicles with drivers'),
    html: T(P('ระยะเวลาเช่า 48 เดือน'), P('Rental period: 48 months.')),
  },
];

// ---------------------------------------------------------------------------------------------
// Trade and investment guides (trade-guide categories: Trade-Guide, Trade-Guide-Regulation)
// ---------------------------------------------------------------------------------------------

export const guides: SeedEntry[] = [
  {
    key: 'japan-label',
    date: 4,
    rel: { category: 'trade-guide', region: 'east-asia' },
    title: T(
      'คู่มือการส่งออกอาหารไปญี่ปุ่น: การแสดงฉลากและสารก่อภูมิแพ้',
      'Export guide to Japan: food labelling and allergens',
      '对日出口指南：食品标签与过敏原',
      '日本向け輸出ガイド：食品表示とアレルゲン',
      'Exportgids Japan: voedseletikettering en allergenen',
    ),
    html: T(
      P('ฉลากภาษาญี่ปุ่นต้องระบุชื่อสินค้า ส่วนประกอบ สารก่อภูมิแพ้ 8 ชนิดที่บังคับ วันหมดอายุ และผู้นำเข้า'),
      P(
        'Japanese labels must show the product name, ingredients, the eight mandatory allergens, the best-before date and the importer.',
      ),
      P('日文标签须标明品名、配料、八种强制过敏原、保质期和进口商。'),
      P('日本語表示には名称、原材料、特定原材料8品目、賞味期限、輸入者の記載が必要です。'),
      P(
        'Japanse etiketten vermelden naam, ingrediënten, acht verplichte allergenen, houdbaarheid en importeur.',
      ),
    ),
  },
  {
    key: 'eu-ce',
    date: 9,
    rel: { category: 'trade-guide', region: 'europe' },
    title: T(
      'ส่งออกไปสหภาพยุโรป: เครื่องหมาย CE และมาตรฐานสินค้า',
      'Exporting to the EU: CE marking and product standards',
      '出口欧盟：CE标志与产品标准',
      'EU向け輸出：CEマーキングと製品規格',
      'Exporteren naar de EU: CE-markering en productnormen',
    ),
    html: T(
      P('สินค้าอุปกรณ์ไฟฟ้า ของเล่น และเครื่องจักรต้องผ่านการประเมินความสอดคล้องก่อนติดเครื่องหมาย CE'),
      P(
        'Electrical equipment, toys and machinery need a conformity assessment before they can carry the CE mark.',
      ),
      P('电器、玩具和机械须通过合格评定方可加贴CE标志。'),
      P('電気機器、玩具、機械はCEマーク表示前に適合性評価が必要です。'),
      P('Elektrische apparaten, speelgoed en machines hebben een conformiteitsbeoordeling nodig.'),
    ),
  },
  {
    key: 'us-fda',
    date: 13,
    rel: { category: 'trade-guide-regulation', region: 'americas' },
    title: T(
      'ระเบียบ FDA สหรัฐฯ สำหรับผู้ส่งออกอาหารไทย',
      'US FDA rules for Thai food exporters',
      '泰国食品出口商须知的美国FDA法规',
      'タイの食品輸出業者向け米国FDA規則',
      'Amerikaanse FDA-regels voor Thaise voedselexporteurs',
    ),
    html: T(
      P('โรงงานต้องขึ้นทะเบียน Food Facility Registration และแจ้งล่วงหน้า (Prior Notice) ทุกครั้งที่ส่งสินค้า'),
      P(
        'Facilities must complete Food Facility Registration and file Prior Notice for every shipment.',
      ),
      P('工厂须办理食品设施注册，并在每批货物发运前提交预先通报。'),
      P('施設登録と出荷ごとの事前通知が必要です。'),
      P('Bedrijven moeten zich registreren en elke zending vooraf melden.'),
    ),
  },
  {
    key: 'china-gacc',
    date: 17,
    rel: { category: 'trade-guide-regulation', region: 'east-asia' },
    title: T(
      'การขึ้นทะเบียนผู้ผลิตอาหารกับศุลกากรจีน (GACC)',
      'Registering food manufacturers with China Customs (GACC)',
    ),
    html: T(
      P('ผู้ผลิตอาหารต่างประเทศต้องมีเลขทะเบียน GACC และแสดงบนบรรจุภัณฑ์'),
      P('Overseas food manufacturers need a GACC registration number printed on the packaging.'),
    ),
  },
  {
    key: 'uae-market',
    date: 21,
    rel: { category: 'trade-guide', region: 'middle-east' },
    title: T(
      'คู่มือการค้าสหรัฐอาหรับเอมิเรตส์: ประตูสู่ตลาดตะวันออกกลาง',
      'UAE trade guide: the gateway to the Middle East',
    ),
    html: T(
      P('ดูไบเป็นศูนย์กลางการกระจายสินค้าไปยังประเทศ GCC แอฟริกา และเอเชียกลาง'),
      P('Dubai is a distribution hub for the GCC, Africa and Central Asia.'),
    ),
  },
  {
    key: 'vn-invest',
    date: 6,
    rel: { category: 'investment-guide', region: 'asean' },
    title: T('คู่มือการลงทุนในเวียดนามสำหรับนักลงทุนไทย', 'Investment guide: Vietnam for Thai investors'),
    html: T(
      P('ข้อมูลเขตเศรษฐกิจพิเศษ สิทธิประโยชน์ทางภาษี และขั้นตอนจัดตั้งบริษัท'),
      P('Special economic zones, tax incentives and company set-up steps.'),
    ),
  },
  {
    key: 'in-invest',
    date: 11,
    rel: { category: 'investment-guide', region: 'south-asia' },
    title: T(
      'คู่มือการลงทุนในอินเดีย: โอกาสในอุตสาหกรรมอาหารแปรรูป',
      'Investment guide: India, opportunities in food processing',
    ),
    html: T(
      P('รัฐบาลอินเดียส่งเสริมการลงทุนในสวนอุตสาหกรรมอาหาร (Mega Food Parks)'),
      P('The Indian government promotes investment in Mega Food Parks.'),
    ),
  },
  {
    key: 'nl-invest',
    date: 23,
    rel: { category: 'investment-guide', region: 'europe' },
    title: T(
      'คู่มือการลงทุนในเนเธอร์แลนด์: ศูนย์กลางโลจิสติกส์ของยุโรป',
      'Investment guide: the Netherlands, logistics hub of Europe',
    ),
    html: T(
      P('ท่าเรือรอตเทอร์ดัมและสนามบินสคิปโฮลเป็นจุดกระจายสินค้าไปทั่วยุโรป'),
      P('The port of Rotterdam and Schiphol airport distribute goods across Europe.'),
    ),
  },
];

// ---------------------------------------------------------------------------------------------
// Job listings
// ---------------------------------------------------------------------------------------------

const job = (
  key: string,
  date: number,
  closing: string,
  n: number,
  th: string,
  en: string,
  deptTh: string,
  deptEn: string,
  extra?: Tr,
): SeedEntry => ({
  key,
  date,
  shared: { closing_date: closing, positions_available: n },
  local: { th: { position: th, department: deptTh }, en: { position: en, department: deptEn } },
  title: T(
    `รับสมัครบุคคลเพื่อเลือกสรรเป็นพนักงานราชการ ตำแหน่ง${th}`,
    `Recruitment: ${en}`,
    extra?.zh,
    extra?.ja,
    extra?.nl,
  ),
  html: T(
    P(
      `คุณสมบัติ: สำเร็จการศึกษาระดับปริญญาตรีขึ้นไปในสาขาที่เกี่ยวข้อง รับสมัครทางเว็บไซต์จนถึงวันที่ ${closing} จำนวน ${n} อัตรา`,
    ),
    P(
      `Qualifications: a bachelor's degree or higher in a relevant field. Apply online until ${closing}. Positions: ${n}.`,
    ),
  ),
});

export const jobs: SeedEntry[] = [
  {
    ...job(
      'trade-officer',
      2,
      '2031-12-31',
      3,
      'นักวิชาการพาณิชย์',
      'Trade officer',
      'สำนักส่งเสริมการค้าสินค้าเกษตรและอุตสาหกรรม',
      'Agricultural and Industrial Products Trade Promotion Bureau',
    ),
    title: T(
      'รับสมัครบุคคลเพื่อเลือกสรรเป็นพนักงานราชการ ตำแหน่งนักวิชาการพาณิชย์',
      'Recruitment: Trade officer',
      '招聘：贸易专员',
      '採用：貿易担当官',
      'Vacature: handelsfunctionaris',
    ),
    local: {
      th: { position: 'นักวิชาการพาณิชย์', department: 'สำนักส่งเสริมการค้าสินค้าเกษตรและอุตสาหกรรม' },
      en: {
        position: 'Trade officer',
        department: 'Agricultural and Industrial Products Trade Promotion Bureau',
      },
      zh: { position: '贸易专员', department: '农产品与工业品贸易促进局' },
      ja: { position: '貿易担当官', department: '農産品・工業製品貿易振興局' },
      nl: {
        position: 'Handelsfunctionaris',
        department: 'Bureau handelsbevordering landbouw- en industrieproducten',
      },
    },
  },
  {
    ...job(
      'it-officer',
      5,
      '2031-11-30',
      1,
      'นักวิชาการคอมพิวเตอร์',
      'Computer technical officer',
      'ศูนย์เทคโนโลยีสารสนเทศและการสื่อสาร',
      'Information and Communication Technology Center',
    ),
    title: T(
      'รับสมัครบุคคลเพื่อเลือกสรรเป็นพนักงานราชการ ตำแหน่งนักวิชาการคอมพิวเตอร์',
      'Recruitment: Computer technical officer',
      '招聘：计算机技术专员',
      '採用：情報システム担当',
      'Vacature: IT-functionaris',
    ),
    local: {
      th: { position: 'นักวิชาการคอมพิวเตอร์', department: 'ศูนย์เทคโนโลยีสารสนเทศและการสื่อสาร' },
      en: {
        position: 'Computer technical officer',
        department: 'Information and Communication Technology Center',
      },
      zh: { position: '计算机技术专员', department: '信息与通信技术中心' },
      ja: { position: '情報システム担当', department: '情報通信技術センター' },
      nl: {
        position: 'IT-functionaris',
        department: 'Centrum voor informatie- en communicatietechnologie',
      },
    },
  },
  {
    ...job(
      'foreign-relations',
      8,
      '2031-10-31',
      2,
      'นักวิเทศสัมพันธ์',
      'Foreign relations officer',
      'กองกิจการต่างประเทศ',
      'Foreign Affairs Division',
    ),
    title: T(
      'รับสมัครบุคคลเพื่อเลือกสรรเป็นพนักงานราชการ ตำแหน่งนักวิเทศสัมพันธ์',
      'Recruitment: Foreign relations officer',
      '招聘：外事专员',
      '採用：国際関係担当',
      'Vacature: medewerker buitenlandse betrekkingen',
    ),
    local: {
      th: { position: 'นักวิเทศสัมพันธ์', department: 'กองกิจการต่างประเทศ' },
      en: { position: 'Foreign relations officer', department: 'Foreign Affairs Division' },
      zh: { position: '外事专员', department: '外事司' },
      ja: { position: '国際関係担当', department: '国際課' },
      nl: {
        position: 'Medewerker buitenlandse betrekkingen',
        department: 'Afdeling Buitenlandse Zaken',
      },
    },
  },
  job(
    'admin-officer',
    12,
    '2031-09-30',
    2,
    'เจ้าพนักงานธุรการ',
    'General administration officer',
    'สำนักบริหารกลาง',
    'Office of the Secretary',
  ),
  job(
    'legal-officer',
    16,
    '2031-09-15',
    1,
    'นิติกร',
    'Legal officer',
    'กลุ่มกฎหมาย',
    'Legal Affairs Group',
  ),
  job(
    'accountant',
    20,
    '2031-08-31',
    1,
    'นักวิชาการเงินและบัญชี',
    'Finance and accounting officer',
    'กองคลัง',
    'Finance Division',
  ),
  job(
    'marketing',
    25,
    '2031-08-15',
    4,
    'นักการตลาดดิจิทัล (พนักงานจ้างเหมา)',
    'Digital marketing specialist (contract)',
    'สำนักประชาสัมพันธ์และสื่อสารองค์กร',
    'Public Relations and Corporate Communication Office',
  ),
  job(
    'designer',
    29,
    '2024-01-31',
    1,
    'นักออกแบบผลิตภัณฑ์',
    'Product designer',
    'สถาบันพัฒนาผู้ประกอบการการค้ายุคใหม่',
    'New Economy Academy',
  ),
];

// ---------------------------------------------------------------------------------------------
// Overseas offices and honorary trade advisors (country_name_th feeds the flag table)
// ---------------------------------------------------------------------------------------------

type Office = [
  key: string,
  kind: 'office' | 'honorary_trade_advisor',
  countryTh: string,
  region: string,
  titleTh: string,
  titleEn: string,
  countryEn: string,
  cityTh: string,
  cityEn: string,
  more?: {
    zh?: [string, string, string];
    ja?: [string, string, string];
    nl?: [string, string, string];
  },
];
const offices: Office[] = [
  [
    'tokyo',
    'office',
    'ญี่ปุ่น',
    'east-asia',
    'สำนักงานส่งเสริมการค้าในต่างประเทศ ณ กรุงโตเกียว',
    'Thai Trade Center Tokyo',
    'Japan',
    'โตเกียว',
    'Tokyo',
    {
      zh: ['泰国贸易中心（东京）', '日本', '东京'],
      ja: ['タイ貿易センター東京', '日本', '東京'],
      nl: ['Thai Trade Center Tokio', 'Japan', 'Tokio'],
    },
  ],
  [
    'osaka',
    'office',
    'ญี่ปุ่น',
    'east-asia',
    'สำนักงานส่งเสริมการค้าในต่างประเทศ ณ เมืองโอซากา',
    'Thai Trade Center Osaka',
    'Japan',
    'โอซากา',
    'Osaka',
  ],
  [
    'shanghai',
    'office',
    'จีน',
    'east-asia',
    'สำนักงานส่งเสริมการค้าในต่างประเทศ ณ นครเซี่ยงไฮ้',
    'Thai Trade Center Shanghai',
    'China',
    'เซี่ยงไฮ้',
    'Shanghai',
    {
      zh: ['泰国贸易中心（上海）', '中国', '上海'],
      ja: ['タイ貿易センター上海', '中国', '上海'],
      nl: ['Thai Trade Center Shanghai', 'China', 'Shanghai'],
    },
  ],
  [
    'los-angeles',
    'office',
    'สหรัฐอเมริกา',
    'americas',
    'สำนักงานส่งเสริมการค้าในต่างประเทศ ณ นครลอสแอนเจลิส',
    'Thai Trade Center Los Angeles',
    'United States',
    'ลอสแอนเจลิส',
    'Los Angeles',
    {
      zh: ['泰国贸易中心（洛杉矶）', '美国', '洛杉矶'],
      ja: ['タイ貿易センター・ロサンゼルス', 'アメリカ合衆国', 'ロサンゼルス'],
      nl: ['Thai Trade Center Los Angeles', 'Verenigde Staten', 'Los Angeles'],
    },
  ],
  [
    'frankfurt',
    'office',
    'เยอรมนี',
    'europe',
    'สำนักงานส่งเสริมการค้าในต่างประเทศ ณ นครแฟรงก์เฟิร์ต',
    'Thai Trade Center Frankfurt',
    'Germany',
    'แฟรงก์เฟิร์ต',
    'Frankfurt',
  ],
  [
    'the-hague',
    'office',
    'เนเธอร์แลนด์',
    'europe',
    'สำนักงานส่งเสริมการค้าในต่างประเทศ ณ กรุงเฮก',
    'Thai Trade Center The Hague',
    'Netherlands',
    'เดอะเฮก',
    'The Hague',
    {
      zh: ['泰国贸易中心（海牙）', '荷兰', '海牙'],
      ja: ['タイ貿易センター・ハーグ', 'オランダ', 'ハーグ'],
      nl: ['Thai Trade Center Den Haag', 'Nederland', 'Den Haag'],
    },
  ],
  [
    'dubai',
    'office',
    'สหรัฐอาหรับเอมิเรตส์',
    'middle-east',
    'สำนักงานส่งเสริมการค้าในต่างประเทศ ณ นครดูไบ',
    'Thai Trade Center Dubai',
    'United Arab Emirates',
    'ดูไบ',
    'Dubai',
  ],
  [
    'hcmc',
    'office',
    'เวียดนาม',
    'asean',
    'สำนักงานส่งเสริมการค้าในต่างประเทศ ณ นครโฮจิมินห์',
    'Thai Trade Center Ho Chi Minh City',
    'Vietnam',
    'โฮจิมินห์',
    'Ho Chi Minh City',
  ],
  [
    'new-delhi',
    'office',
    'อินเดีย',
    'south-asia',
    'สำนักงานส่งเสริมการค้าในต่างประเทศ ณ กรุงนิวเดลี',
    'Thai Trade Center New Delhi',
    'India',
    'นิวเดลี',
    'New Delhi',
  ],
  [
    'hta-chennai',
    'honorary_trade_advisor',
    'อินเดีย',
    'south-asia',
    'ที่ปรึกษาการค้ากิตติมศักดิ์ ณ เมืองเจนไน',
    'Honorary Trade Advisor, Chennai',
    'India',
    'เจนไน',
    'Chennai',
  ],
  [
    'hta-rotterdam',
    'honorary_trade_advisor',
    'เนเธอร์แลนด์',
    'europe',
    'ที่ปรึกษาการค้ากิตติมศักดิ์ ณ เมืองรอตเทอร์ดาม',
    'Honorary Trade Advisor, Rotterdam',
    'Netherlands',
    'รอตเทอร์ดาม',
    'Rotterdam',
  ],
];

export const overseasOffices: SeedEntry[] = offices.map(
  ([key, kind, countryTh, region, titleTh, titleEn, countryEn, cityTh, cityEn, more], i) => {
    const title: Tr = { th: titleTh, en: titleEn };
    const local: SeedEntry['local'] = {
      th: { country_name: countryTh, city: cityTh },
      en: { country_name: countryEn, city: cityEn },
    };
    for (const loc of ['zh', 'ja', 'nl'] as const) {
      const m = more?.[loc];
      if (m) {
        title[loc] = m[0];
        local[loc] = { country_name: m[1], city: m[2] };
      }
    }
    return {
      key,
      date: 10 + i,
      title,
      local,
      rel: { region },
      // No address, phone, e-mail or website: an office's own contact details are not in this
      // seed unless checked against the department's published ones (none invented).
      shared: { kind, country_name_th: countryTh },
      html: {
        th: P(`ให้คำปรึกษาด้านการตลาด ข้อมูลผู้นำเข้า และการจับคู่ธุรกิจใน${countryTh}`),
        en: P(`Market advice, importer information and business matching in ${countryEn}.`),
      },
    };
  },
);

// ---------------------------------------------------------------------------------------------
// Trade opportunities and highlighted product catalogues
// ---------------------------------------------------------------------------------------------

export const tradeOpportunities: SeedEntry[] = [
  {
    key: 'jp-mango',
    date: 2,
    rel: { region: 'east-asia' },
    shared: { closing_date: '2031-06-30' },
    title: T(
      'ผู้นำเข้าญี่ปุ่นต้องการมะม่วงอบแห้งจากไทย',
      'Japanese importer seeks Thai dried mango',
      '日本进口商寻求泰国芒果干',
      '日本の輸入業者がタイ産ドライマンゴーを求む',
      'Japanse importeur zoekt Thaise gedroogde mango',
    ),
    html: T(
      P('ปริมาณ 2 ตู้คอนเทนเนอร์ต่อเดือน ต้องมีมาตรฐาน HACCP'),
      P('Two containers a month; HACCP certification required.'),
      P('每月两个集装箱，须具备HACCP认证。'),
      P('月2コンテナ、HACCP認証が必要です。'),
      P('Twee containers per maand; HACCP-certificaat vereist.'),
    ),
  },
  {
    key: 'gulfood',
    date: 6,
    rel: { region: 'middle-east' },
    shared: { closing_date: '2031-01-10', link_url: 'https://www.gulfood.com/' },
    title: T(
      'เชิญร่วมงาน Gulfood ที่ดูไบในคูหาประเทศไทย',
      'Join the Thailand pavilion at Gulfood Dubai',
      '邀请参加迪拜海湾食品展泰国馆',
      'ドバイのGulfoodタイ館への出展募集',
      'Doe mee in het Thailand-paviljoen op Gulfood Dubai',
    ),
    html: T(
      P('รับสมัครผู้ประกอบการอาหารและเครื่องดื่มจำนวน 40 ราย'),
      P('Forty food and beverage companies will be selected.'),
      P('将选拔40家食品饮料企业。'),
      P('食品・飲料企業40社を募集します。'),
      P('Er worden veertig voedingsbedrijven geselecteerd.'),
    ),
  },
  {
    key: 'nl-organic',
    date: 9,
    rel: { region: 'europe' },
    title: T(
      'ผู้นำเข้าเนเธอร์แลนด์สนใจข้าวอินทรีย์และกะทิ',
      'Dutch importer interested in organic rice and coconut milk',
      '荷兰进口商对有机大米和椰浆感兴趣',
      'オランダの輸入業者が有機米とココナッツミルクに関心',
      'Nederlandse importeur zoekt biologische rijst en kokosmelk',
    ),
    html: T(
      P('ต้องมีใบรับรองเกษตรอินทรีย์ EU Organic'),
      P('EU Organic certification required.'),
      P('须具备欧盟有机认证。'),
      P('EUオーガニック認証が必要です。'),
      P('EU-biologisch certificaat vereist.'),
    ),
  },
  {
    key: 'in-spa',
    date: 13,
    rel: { region: 'south-asia' },
    title: T('โรงแรมในอินเดียต้องการผลิตภัณฑ์สปาไทย', 'Hotels in India looking for Thai spa products'),
    html: T(
      P('ต้องการน้ำมันหอมระเหยและสครับสมุนไพร'),
      P('Looking for essential oils and herbal scrubs.'),
    ),
  },
  {
    key: 'us-furniture',
    date: 17,
    rel: { region: 'americas' },
    title: T('ผู้ค้าปลีกสหรัฐฯ ต้องการเฟอร์นิเจอร์ไม้ยางพารา', 'US retailer seeks rubberwood furniture'),
    html: T(P('ต้องมีเอกสารยืนยันแหล่งที่มาของไม้'), P('Proof of timber origin required.')),
  },
  {
    key: 'vn-frozen',
    date: 21,
    rel: { region: 'asean' },
    title: T('ผู้จัดจำหน่ายเวียดนามต้องการอาหารทะเลแช่แข็ง', 'Vietnamese distributor wants frozen seafood'),
    html: T(P('กุ้งและปลาหมึกแช่แข็ง'), P('Frozen shrimp and squid.')),
  },
  {
    key: 'cn-fair',
    date: 25,
    rel: { region: 'east-asia' },
    title: T(
      'เปิดรับสมัครงาน China International Import Expo',
      'Applications open for the China International Import Expo',
    ),
    html: T(
      P('คัดเลือกผู้ประกอบการร่วมคูหาประเทศไทย'),
      P('Companies will be selected for the Thailand pavilion.'),
    ),
  },
  {
    key: 'de-automotive',
    date: 29,
    rel: { region: 'europe' },
    title: T('ผู้นำเข้าเยอรมนีต้องการชิ้นส่วนยานยนต์', 'German importer seeks automotive parts'),
    html: T(P('ต้องได้มาตรฐาน IATF 16949'), P('IATF 16949 certification required.')),
  },
];

export const catalogs: SeedEntry[] = [
  {
    key: 'thai-select',
    date: 3,
    title: T(
      'แคตตาล็อกร้านอาหาร Thai SELECT',
      'Thai SELECT restaurant catalogue',
      'Thai SELECT餐厅目录',
      'Thai SELECTレストランカタログ',
      'Thai SELECT-restaurantcatalogus',
    ),
    html: T(
      P('รวมร้านอาหารไทยในต่างประเทศที่ได้รับตราสัญลักษณ์ Thai SELECT'),
      P('Thai restaurants abroad certified with the Thai SELECT mark.'),
      P('获得Thai SELECT认证的海外泰国餐厅。'),
      P('Thai SELECT認証を受けた海外のタイ料理店。'),
      P('Thaise restaurants in het buitenland met het Thai SELECT-keurmerk.'),
    ),
  },
  {
    key: 'jasmine-rice',
    date: 7,
    title: T(
      'แคตตาล็อกข้าวหอมมะลิไทย',
      'Thai Hom Mali rice catalogue',
      '泰国茉莉香米目录',
      'タイ・ホームマリ米カタログ',
      'Catalogus Thaise Hom Mali-rijst',
    ),
    html: T(
      P('ผู้ส่งออกข้าวหอมมะลิที่ได้รับตรารับรองคุณภาพ'),
      P('Hom Mali rice exporters with the quality certification mark.'),
      P('获得质量认证标志的茉莉香米出口商。'),
      P('品質認証マークを持つホームマリ米輸出業者。'),
      P('Exporteurs van Hom Mali-rijst met kwaliteitskeurmerk.'),
    ),
  },
  {
    key: 'spa',
    date: 11,
    title: T(
      'แคตตาล็อกผลิตภัณฑ์สปาและความงาม',
      'Spa and beauty products catalogue',
      '水疗与美容产品目录',
      'スパ・美容製品カタログ',
      'Catalogus spa- en schoonheidsproducten',
    ),
    html: T(
      P('ผลิตภัณฑ์สปาจากสมุนไพรไทย'),
      P('Spa products made from Thai herbs.'),
      P('泰国草本水疗产品。'),
      P('タイのハーブを使ったスパ製品。'),
      P('Spaproducten van Thaise kruiden.'),
    ),
  },
  {
    key: 'fruit',
    date: 15,
    title: T('แคตตาล็อกผลไม้สดและแปรรูป', 'Fresh and processed fruit catalogue'),
    html: T(
      P('ทุเรียน มังคุด ลำไย มะม่วง และผลไม้แปรรูป'),
      P('Durian, mangosteen, longan, mango and processed fruit.'),
    ),
  },
  {
    key: 'halal',
    date: 19,
    title: T('แคตตาล็อกอาหารฮาลาลไทย', 'Thai halal food catalogue'),
    html: T(P('ผู้ผลิตอาหารฮาลาลที่ได้รับการรับรอง'), P('Certified halal food manufacturers.')),
  },
  {
    key: 'lifestyle',
    date: 23,
    title: T('แคตตาล็อกสินค้าไลฟ์สไตล์และของตกแต่งบ้าน', 'Lifestyle and home decoration catalogue'),
    html: T(P('สินค้าออกแบบโดยนักออกแบบไทย'), P('Products by Thai designers.')),
  },
  {
    key: 'bcg-products',
    date: 27,
    title: T('แคตตาล็อกสินค้า BCG เป็นมิตรต่อสิ่งแวดล้อม', 'Eco-friendly BCG product catalogue'),
    html: T(
      P('สินค้าที่ใช้วัสดุรีไซเคิลและลดคาร์บอน'),
      P('Products using recycled materials and lower carbon.'),
    ),
  },
  {
    key: 'health',
    date: 31,
    title: T('แคตตาล็อกผลิตภัณฑ์เพื่อสุขภาพและอาหารเสริม', 'Health products and supplements catalogue'),
    html: T(P('ผลิตภัณฑ์ที่ได้รับเลขทะเบียน อย.'), P('Products registered with the Thai FDA.')),
  },
];

// ---------------------------------------------------------------------------------------------
// Smaller collections (th and en)
// ---------------------------------------------------------------------------------------------

const simple = (
  key: string,
  date: number | null,
  th: string,
  en: string,
  thBody: string,
  enBody: string,
  extra: Partial<SeedEntry> = {},
): SeedEntry => ({
  key,
  date,
  title: T(th, en),
  html: T(P(thBody), P(enBody)),
  ...extra,
});

export const executives: SeedEntry[] = [
  simple(
    'director-general',
    null,
    'อธิบดีกรมส่งเสริมการค้าระหว่างประเทศ',
    'Director-General of DITP',
    'กำกับดูแลภารกิจการส่งเสริมการส่งออกของประเทศ',
    "Leads the department's export promotion mission.",
    {
      shared: { sort_order: 1 },
      local: { th: { position_title: 'อธิบดี' }, en: { position_title: 'Director-General' } },
    },
  ),
  simple(
    'deputy-1',
    null,
    'รองอธิบดี ฝ่ายตลาดต่างประเทศ',
    'Deputy Director-General, Overseas Markets',
    'ดูแลสำนักงานส่งเสริมการค้าในต่างประเทศ',
    'Oversees the Thai Trade Centers abroad.',
    {
      shared: { sort_order: 2 },
      local: {
        th: { position_title: 'รองอธิบดี' },
        en: { position_title: 'Deputy Director-General' },
      },
    },
  ),
  simple(
    'cio',
    null,
    'ผู้บริหารเทคโนโลยีสารสนเทศระดับสูงของกรม (CIO)',
    'Chief Information Officer',
    'กำกับนโยบายดิจิทัลและความมั่นคงปลอดภัยไซเบอร์',
    'Leads digital policy and cybersecurity.',
    {
      shared: { sort_order: 3 },
      local: { th: { position_title: 'CIO' }, en: { position_title: 'CIO' } },
    },
  ),
];

export const trendingProducts: SeedEntry[] = [
  simple(
    'coconut-water',
    2,
    'น้ำมะพร้าวน้ำหอมพร้อมดื่ม (ส่งออก)',
    'Ready-to-drink aromatic coconut water (export)',
    'สินค้ายอดนิยมในจีนและสหรัฐฯ',
    'Popular in China and the United States.',
    // Thaitrade.com: the department's own B2B marketplace, where buyers find Thai suppliers.
    { shared: { link_url: 'https://www.thaitrade.com/' } },
  ),
  simple(
    'plant-based',
    6,
    'อาหารจากพืช (Plant-based food)',
    'Plant-based food',
    'ตลาดยุโรปเติบโตสูง',
    'Strong growth in Europe.',
  ),
  simple(
    'pet-food',
    10,
    'อาหารสัตว์เลี้ยงพรีเมียม',
    'Premium pet food',
    'ส่งออกไปญี่ปุ่นและออสเตรเลียเพิ่มขึ้น',
    'Exports to Japan and Australia are rising.',
  ),
];

export const awarded: SeedEntry[] = [
  simple(
    'pm-award',
    4,
    'รางวัลผู้ประกอบธุรกิจส่งออกดีเด่น (PM Export Award)',
    "Prime Minister's Export Award",
    'รางวัลสูงสุดสำหรับผู้ส่งออกไทย',
    'The highest award for Thai exporters.',
    { shared: { award_year: 2025 } },
  ),
  simple(
    'demark-award',
    8,
    'รางวัลการออกแบบ DEmark',
    'DEmark design award',
    'ยกย่องการออกแบบผลิตภัณฑ์ไทย',
    'Honours Thai product design.',
    { shared: { award_year: 2025 } },
  ),
  simple(
    't-mark',
    12,
    'ตราสัญลักษณ์ T Mark',
    'T Mark (Thailand Trust Mark)',
    'ตราสัญลักษณ์รับรองคุณภาพสินค้าและบริการไทย',
    'The quality mark for Thai products and services.',
    { shared: { award_year: 2024 } },
  ),
];

export const aboutDitp2: SeedEntry[] = [
  simple(
    'legal-powers',
    null,
    'อำนาจหน้าที่ตามกฎหมาย',
    'Legal powers and duties',
    'กรมส่งเสริมการค้าระหว่างประเทศมีอำนาจหน้าที่ส่งเสริมและพัฒนาการค้าระหว่างประเทศตามกฎกระทรวงแบ่งส่วนราชการ',
    'DITP promotes and develops international trade under the ministerial regulation on its organisation.',
    { shared: { anchor: 'legal-powers' } },
  ),
  simple(
    'strategy',
    null,
    'ยุทธศาสตร์และแผนปฏิบัติราชการ',
    'Strategy and action plan',
    'แผนปฏิบัติราชการระยะ 5 ปี เน้นการส่งออกสินค้าและบริการมูลค่าสูง',
    'The five-year action plan focuses on high-value goods and services exports.',
    { shared: { anchor: 'strategy' } },
  ),
  simple(
    'structure',
    null,
    'โครงสร้างองค์กร',
    'Organisation structure',
    'ประกอบด้วยส่วนกลางและสำนักงานส่งเสริมการค้าในต่างประเทศกว่า 50 แห่ง',
    'Headquarters plus more than 50 Thai Trade Centers abroad.',
    { shared: { anchor: 'structure' } },
  ),
  simple(
    'public-sector-development',
    null,
    'การพัฒนาระบบราชการ',
    'Public sector development',
    'แผนพัฒนาองค์การและการให้บริการภาครัฐแบบดิจิทัล',
    'The plan to develop the organisation and digital public services.',
    { shared: { anchor: 'public-sector-development' } },
  ),
  simple(
    'hr',
    null,
    'การบริหารทรัพยากรบุคคล',
    'Human resource management',
    'นโยบายการพัฒนาบุคลากรและความก้าวหน้าในสายอาชีพ',
    'Staff development and career policies.',
    { shared: { anchor: 'hr-management' } },
  ),
  simple(
    'laws-and-regulations',
    null,
    'กฎหมายและระเบียบที่เกี่ยวข้อง',
    'Laws and regulations',
    'พระราชบัญญัติ กฎกระทรวง และระเบียบที่กรมใช้ในการปฏิบัติงาน',
    'The acts, ministerial regulations and rules the department works under.',
    { shared: { anchor: 'laws-and-regulations' } },
  ),
  simple(
    'draft-laws',
    5,
    'ร่างกฎหมายที่เปิดรับฟังความคิดเห็น',
    'Draft laws open for comment',
    'ร่วมแสดงความคิดเห็นต่อร่างระเบียบว่าด้วยการส่งเสริมการค้า',
    'Comment on the draft regulation on trade promotion.',
    { shared: { anchor: 'draft-laws' } },
  ),
];

export const funds: SeedEntry[] = [
  simple(
    'fund-report',
    7,
    'รายงานการเงินกองทุนส่งเสริมการค้าระหว่างประเทศ',
    'International Trade Promotion Fund financial report',
    'รายงานสถานะการเงินประจำปีของกองทุน',
    "The fund's annual financial statement.",
  ),
  simple(
    'fund-support',
    14,
    'หลักเกณฑ์การสนับสนุนผู้ส่งออกจากกองทุนส่งเสริมการค้าระหว่างประเทศ',
    'Fund support criteria for exporters (ส่งออก)',
    'ผู้ส่งออก SMEs ขอรับการสนับสนุนค่าใช้จ่ายร่วมงานแสดงสินค้าได้',
    'SME exporters can apply for support with trade fair costs.',
  ),
  simple(
    'fund-board',
    21,
    'ประกาศคณะกรรมการบริหารกองทุน',
    'Fund committee announcement',
    'มติการประชุมคณะกรรมการบริหารกองทุน',
    'Resolutions of the fund management committee.',
  ),
];

export const integrity: SeedEntry[] = [
  simple(
    'ita',
    5,
    'การประเมินคุณธรรมและความโปร่งใส (ITA)',
    'Integrity and Transparency Assessment (ITA)',
    'ผลการประเมิน ITA และแผนปรับปรุง',
    'ITA results and improvement plan.',
  ),
  simple(
    'no-gift',
    12,
    'นโยบายงดให้ งดรับของขวัญ (No Gift Policy)',
    'No Gift Policy',
    'บุคลากรของกรมงดรับของขวัญทุกเทศกาล',
    'Staff do not accept gifts on any occasion.',
  ),
  simple(
    'conflict',
    18,
    'มาตรการป้องกันผลประโยชน์ทับซ้อน',
    'Conflict of interest prevention measures',
    'แนวทางปฏิบัติสำหรับเจ้าหน้าที่',
    'Guidance for officials.',
  ),
];

export const serviceStandards: SeedEntry[] = [
  simple(
    'manual',
    6,
    'คู่มือสำหรับประชาชน: การขอหนังสือรับรองผู้ส่งออก',
    'Citizen manual: requesting an exporter certificate',
    'ระยะเวลาให้บริการ 1 วันทำการ',
    'Service time: one working day.',
  ),
  simple(
    'sla',
    13,
    'มาตรฐานการให้บริการของกรม',
    'Service standards of the department',
    'ระยะเวลาตอบข้อซักถามไม่เกิน 3 วันทำการ',
    'Questions are answered within three working days.',
  ),
  simple(
    'satisfaction',
    20,
    'ผลสำรวจความพึงพอใจของผู้รับบริการ',
    'Customer satisfaction survey results',
    'ความพึงพอใจเฉลี่ยร้อยละ 89',
    'Average satisfaction: 89 per cent.',
  ),
];

export const govInfo: SeedEntry[] = [
  simple(
    'oia',
    4,
    'ข้อมูลข่าวสารตามมาตรา 7 พ.ร.บ.ข้อมูลข่าวสารของราชการ',
    'Information under section 7 of the Official Information Act',
    'โครงสร้างและอำนาจหน้าที่ของหน่วยงาน',
    'Structure and duties of the agency.',
  ),
  simple(
    'budget',
    11,
    'งบประมาณรายจ่ายประจำปี',
    'Annual budget',
    'สรุปงบประมาณที่ได้รับจัดสรร',
    'Summary of the allocated budget.',
  ),
  simple(
    'annual-report',
    19,
    'รายงานประจำปี',
    'Annual report',
    'ผลการดำเนินงานประจำปีของกรม',
    "The department's annual performance.",
  ),
];

export const privacyPosts: SeedEntry[] = [
  simple(
    'pdpa-events',
    9,
    'ประกาศความเป็นส่วนตัว: การลงทะเบียนร่วมกิจกรรม',
    'Privacy notice: event registration',
    'ข้อมูลส่วนบุคคลที่เก็บเพื่อการลงทะเบียนและระยะเวลาการเก็บรักษา',
    'Personal data collected for registration and how long it is kept.',
  ),
  simple(
    'pdpa-cctv',
    16,
    'ประกาศความเป็นส่วนตัว: กล้องวงจรปิด',
    'Privacy notice: CCTV',
    'การบันทึกภาพเพื่อความปลอดภัยในอาคาร',
    'Recording for building security.',
  ),
  simple(
    'pdpa-jobs',
    23,
    'ประกาศความเป็นส่วนตัว: ผู้สมัครงาน',
    'Privacy notice: job applicants',
    'ข้อมูลผู้สมัครงานใช้เพื่อการคัดเลือกเท่านั้น',
    'Applicant data is used only for selection.',
  ),
];

export const applyForWorkPosts: SeedEntry[] = [
  simple(
    'result-1',
    3,
    'ประกาศรายชื่อผู้มีสิทธิเข้ารับการประเมินสมรรถนะ',
    'List of candidates invited to the competency assessment',
    'ผู้มีรายชื่อโปรดนำบัตรประจำตัวประชาชนมาแสดง',
    'Candidates must bring their ID card.',
  ),
  simple(
    'result-2',
    10,
    'ประกาศผลการเลือกสรรพนักงานราชการ',
    'Results of the government employee selection',
    'ผู้ผ่านการเลือกสรรรายงานตัวภายใน 7 วัน',
    'Successful candidates report within seven days.',
  ),
  simple(
    'internship',
    17,
    'โครงการฝึกงานนักศึกษา',
    'Student internship programme',
    'รับนักศึกษาฝึกงานด้านการค้าระหว่างประเทศ',
    'Internships in international trade.',
  ),
];

export const divisions: SeedEntry[] = [
  simple(
    'secretary',
    null,
    'สำนักบริหารกลาง',
    'Office of the Secretary',
    'งานบริหารทั่วไป การเงิน และพัสดุ',
    'General administration, finance and supplies.',
  ),
  simple(
    'ict',
    null,
    'ศูนย์เทคโนโลยีสารสนเทศและการสื่อสาร',
    'Information and Communication Technology Center',
    'ระบบสารสนเทศและบริการอิเล็กทรอนิกส์',
    'Information systems and e-services.',
  ),
  simple(
    'nea',
    null,
    'สถาบันพัฒนาผู้ประกอบการการค้ายุคใหม่',
    'New Economy Academy',
    'พัฒนาผู้ประกอบการส่งออก',
    'Develops exporters.',
  ),
];

export const siteMapPosts: SeedEntry[] = [
  simple(
    'dg-policy',
    8,
    'นโยบายธรรมาภิบาลข้อมูลภาครัฐของกรม',
    'Data governance policy of the department',
    'กำหนดบทบาทเจ้าของข้อมูล ผู้ดูแลข้อมูล และกระบวนการบริหารจัดการข้อมูล',
    'Defines data owners, data stewards and data management processes.',
  ),
  simple(
    'dg-classification',
    15,
    'แนวปฏิบัติการจัดชั้นความลับของข้อมูล',
    'Data classification guideline',
    'ข้อมูลแบ่งเป็นเปิดเผย ใช้ภายใน และลับ',
    'Data is classified as public, internal or confidential.',
  ),
  simple(
    'dg-open-data',
    22,
    'นโยบายข้อมูลเปิดภาครัฐ (Open Data)',
    'Open government data policy',
    'ชุดข้อมูลสถิติการส่งออกเผยแพร่ในรูปแบบที่เครื่องอ่านได้',
    'Export statistics datasets are published in machine-readable formats.',
  ),
];

export const popups: SeedEntry[] = [
  simple(
    'popup-thaifex',
    1,
    'ลงทะเบียนร่วมงาน THAIFEX วันนี้',
    'Register for THAIFEX today',
    'ผู้ส่งออกลงทะเบียนได้ถึงสิ้นเดือน',
    'Exporters can register until the end of the month.',
    { shared: { link_url: '/trade-opportunities' } },
  ),
  simple(
    'popup-survey',
    3,
    'ช่วยเราปรับปรุงเว็บไซต์',
    'Help us improve this website',
    'ตอบแบบสำรวจความพึงพอใจ 2 นาที',
    'Take a two-minute satisfaction survey.',
    { shared: { link_url: '/survey-form' } },
  ),
];

export const tradeAssocCategories: SeedEntry[] = [
  {
    key: 'food-assoc',
    shared: { name: 'Food and agriculture' },
    title: T('อาหารและเกษตร', 'Food and agriculture'),
  },
  { key: 'industry-assoc', shared: { name: 'Industry' }, title: T('อุตสาหกรรม', 'Industry') },
];

export const tradeAssociations: SeedEntry[] = [
  simple(
    'rice-exporters',
    null,
    'สมาคมผู้ส่งออกข้าวไทย',
    'Thai Rice Exporters Association',
    'ตัวแทนผู้ส่งออกข้าวไทย',
    'Represents Thai rice exporters.',
    {
      rel: { category_trade_association: 'food-assoc' },
    },
  ),
  simple(
    'food-processors',
    null,
    'สมาคมอาหารแปรรูปไทย',
    'Thai Food Processors Association',
    'ตัวแทนผู้ผลิตอาหารแปรรูป',
    'Represents food processors.',
    {
      rel: { category_trade_association: 'food-assoc' },
    },
  ),
  simple(
    'auto-parts',
    null,
    'สมาคมผู้ผลิตชิ้นส่วนยานยนต์ไทย',
    'Thai Auto Parts Manufacturers Association',
    'ตัวแทนผู้ผลิตชิ้นส่วนยานยนต์',
    'Represents auto parts makers.',
    {
      rel: { category_trade_association: 'industry-assoc' },
    },
  ),
];

export const families: SeedEntry[] = [
  simple(
    'moc',
    null,
    'กระทรวงพาณิชย์',
    'Ministry of Commerce',
    'หน่วยงานต้นสังกัด',
    'The parent ministry.',
    { shared: { link_url: 'https://www.moc.go.th' } },
  ),
  simple(
    'dtn',
    null,
    'กรมเจรจาการค้าระหว่างประเทศ',
    'Department of Trade Negotiations',
    'ข้อมูลความตกลงการค้าเสรี',
    'Free trade agreement information.',
    { shared: { link_url: 'https://www.dtn.go.th' } },
  ),
  simple(
    'dft',
    null,
    'กรมการค้าต่างประเทศ',
    'Department of Foreign Trade',
    'หนังสือรับรองถิ่นกำเนิดสินค้า',
    'Certificates of origin.',
    { shared: { link_url: 'https://www.dft.go.th' } },
  ),
];

// ---------------------------------------------------------------------------------------------
// Single types: five locales each
// ---------------------------------------------------------------------------------------------

export type SingleSeed = {
  uid: string;
  title: Record<Locale, string>;
  intro: Record<Locale, string>;
  sections?: Array<{
    anchor: string;
    heading: Record<Locale, string>;
    body: Record<Locale, string>;
  }>;
  extra?: Partial<Record<Locale, Record<string, unknown>>>;
};

const L5 = (
  th: string,
  en: string,
  zh: string,
  ja: string,
  nl: string,
): Record<Locale, string> => ({ th, en, zh, ja, nl });

export const singles: SingleSeed[] = [
  {
    uid: 'home',
    title: L5('หน้าแรก', 'Home', '首页', 'ホーム', 'Home'),
    intro: L5(
      'ส่งเสริมการค้าไทยสู่ตลาดโลก',
      'Taking Thai trade to the world',
      '推动泰国贸易走向世界',
      'タイの貿易を世界へ',
      'Thaise handel naar de wereld',
    ),
    extra: {
      th: {
        hero_title: 'กรมส่งเสริมการค้าระหว่างประเทศ',
        hero_intro: 'ข้อมูลตลาด บริการส่งออก และกิจกรรมส่งเสริมการค้าสำหรับผู้ประกอบการไทย',
      },
      en: {
        hero_title: 'Department of International Trade Promotion',
        hero_intro: 'Market intelligence, export services and trade promotion for Thai businesses.',
      },
      zh: {
        hero_title: '泰国国际贸易促进厅',
        hero_intro: '为泰国企业提供市场信息、出口服务和贸易促进活动。',
      },
      ja: {
        hero_title: 'タイ国際貿易振興局',
        hero_intro: 'タイ企業のための市場情報、輸出サービス、貿易振興。',
      },
      nl: {
        hero_title: 'Departement voor Internationale Handelsbevordering',
        hero_intro: 'Marktinformatie, exportdiensten en handelsbevordering voor Thaise bedrijven.',
      },
    },
  },
  {
    uid: 'about-ditp-thai',
    title: L5(
      'เกี่ยวกับกรมส่งเสริมการค้าระหว่างประเทศ',
      'About DITP',
      '关于泰国国际贸易促进厅',
      'DITPについて',
      'Over DITP',
    ),
    intro: L5(
      'กรมส่งเสริมการค้าระหว่างประเทศ สังกัดกระทรวงพาณิชย์ ทำหน้าที่ส่งเสริมการส่งออกสินค้าและบริการของไทย',
      'The Department of International Trade Promotion, under the Ministry of Commerce, promotes exports of Thai goods and services.',
      '泰国国际贸易促进厅隶属于商业部，负责促进泰国商品和服务出口。',
      'タイ国際貿易振興局は商務省の部局で、タイの商品とサービスの輸出を振興しています。',
      'Het departement valt onder het ministerie van Handel en bevordert de export van Thaise goederen en diensten.',
    ),
    sections: [
      {
        anchor: 'vision',
        heading: L5(
          'วิสัยทัศน์และพันธกิจ',
          'Vision and mission',
          '愿景与使命',
          'ビジョンとミッション',
          'Visie en missie',
        ),
        body: L5(
          'มุ่งสร้างมูลค่าการค้าของไทยในตลาดโลกอย่างยั่งยืน',
          'To grow the value of Thai trade in world markets sustainably.',
          '可持续地提升泰国贸易在世界市场的价值。',
          '世界市場におけるタイの貿易価値を持続的に高める。',
          'De waarde van de Thaise handel duurzaam laten groeien.',
        ),
      },
      {
        anchor: 'executives',
        heading: L5('ผู้บริหารระดับสูง', 'Senior executives', '高级管理层', '幹部', 'Directie'),
        body: L5(
          'อธิบดีและรองอธิบดีกรมส่งเสริมการค้าระหว่างประเทศ',
          'The Director-General and Deputy Directors-General.',
          '厅长和副厅长。',
          '局長と副局長。',
          'De directeur-generaal en plaatsvervangers.',
        ),
      },
      {
        anchor: 'cio',
        heading: L5(
          'ผู้บริหารเทคโนโลยีสารสนเทศระดับสูง (CIO)',
          'Chief Information Officer (CIO)',
          '首席信息官',
          '最高情報責任者（CIO）',
          'Chief Information Officer (CIO)',
        ),
        body: L5(
          'กำกับนโยบายดิจิทัลของกรม',
          "Leads the department's digital policy.",
          '负责本厅数字政策。',
          '局のデジタル政策を統括します。',
          'Leidt het digitale beleid.',
        ),
      },
      {
        anchor: 'values',
        heading: L5('ค่านิยมองค์กร', 'Values', '核心价值观', '価値観', 'Kernwaarden'),
        body: L5(
          'มืออาชีพ โปร่งใส มุ่งผลสัมฤทธิ์',
          'Professional, transparent, results-driven.',
          '专业、透明、注重成果。',
          'プロ意識、透明性、成果重視。',
          'Professioneel, transparant, resultaatgericht.',
        ),
      },
    ],
  },
  {
    uid: 'contact',
    title: L5('ติดต่อเรา', 'Contact us', '联系我们', 'お問い合わせ', 'Contact'),
    intro: L5(
      'ติดต่อสายด่วน 1169 ในวันและเวลาราชการ',
      'Call the 1169 hotline during office hours.',
      '办公时间请拨打1169热线。',
      '平日の業務時間に1169ホットラインへ。',
      'Bel de hotline 1169 tijdens kantooruren.',
    ),
    extra: Object.fromEntries(
      ALL.map((l) => [
        l,
        {
          phone: '1169',
          address: {
            th: '563 ถนนนนทบุรี ตำบลบางกระสอ อำเภอเมืองนนทบุรี จังหวัดนนทบุรี 11000',
            en: '563 Nonthaburi Road, Bang Krasor, Mueang Nonthaburi, Nonthaburi 11000, Thailand',
            zh: '泰国暖武里府暖武里路563号 11000',
            ja: 'タイ・ノンタブリー県ノンタブリー通り563 11000',
            nl: 'Nonthaburi Road 563, Nonthaburi 11000, Thailand',
          }[l],
          office_hours: {
            th: 'จันทร์–ศุกร์ 08:30–16:30 น.',
            en: 'Monday–Friday 08:30–16:30',
            zh: '周一至周五 08:30–16:30',
            ja: '月〜金 8:30〜16:30',
            nl: 'maandag–vrijdag 08.30–16.30 uur',
          }[l],
        },
      ]),
    ),
  },
  {
    uid: 'e-service',
    title: L5('บริการอิเล็กทรอนิกส์ (e-Service)', 'e-Service', '电子服务', '電子サービス', 'E-diensten'),
    intro: L5(
      'สมัครสมาชิก ลงทะเบียนกิจกรรม และขอหนังสือรับรองออนไลน์',
      'Register, sign up for events and request certificates online.',
      '在线注册、报名活动和申请证明。',
      'オンラインで登録、イベント申込、証明書申請ができます。',
      'Registreer, meld u aan voor evenementen en vraag certificaten online aan.',
    ),
  },
  {
    uid: 'faq',
    title: L5(
      'คำถามที่พบบ่อย',
      'Frequently asked questions',
      '常见问题',
      'よくある質問',
      'Veelgestelde vragen',
    ),
    intro: L5(
      'คำตอบสำหรับคำถามที่ผู้ส่งออกถามบ่อย',
      'Answers to questions exporters often ask.',
      '出口商常见问题解答。',
      '輸出業者からのよくある質問への回答。',
      'Antwoorden op vragen die exporteurs vaak stellen.',
    ),
  },
  {
    uid: 'th-privacy-policy',
    title: L5(
      'นโยบายคุ้มครองข้อมูลส่วนบุคคล',
      'Privacy policy',
      '隐私政策',
      'プライバシーポリシー',
      'Privacybeleid',
    ),
    intro: L5(
      'กรมเก็บรวบรวมและใช้ข้อมูลส่วนบุคคลตาม พ.ร.บ.คุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562',
      'DITP collects and uses personal data under the Personal Data Protection Act B.E. 2562 (2019).',
      '本厅依照2019年《个人数据保护法》收集和使用个人数据。',
      '個人情報保護法（2019年）に基づき個人データを収集・利用します。',
      'DITP verwerkt persoonsgegevens volgens de Thaise PDPA (2019).',
    ),
  },
  {
    uid: 'web-policy',
    title: L5(
      'นโยบายเว็บไซต์',
      'Website policy',
      '网站政策',
      'ウェブサイトポリシー',
      'Websitebeleid',
    ),
    intro: L5(
      'เงื่อนไขการใช้งานเว็บไซต์และการเชื่อมโยง',
      'Terms of use and linking.',
      '网站使用条款和链接说明。',
      '利用条件とリンクについて。',
      'Gebruiksvoorwaarden en links.',
    ),
  },
  {
    uid: 'disclaimer',
    title: L5('ข้อจำกัดความรับผิดชอบ', 'Disclaimer', '免责声明', '免責事項', 'Disclaimer'),
    intro: L5(
      'ข้อมูลบนเว็บไซต์มีไว้เพื่อประกอบการตัดสินใจเท่านั้น',
      'Information on this website is for guidance only.',
      '本网站信息仅供参考。',
      '本サイトの情報は参考用です。',
      'De informatie op deze website is alleen ter oriëntatie.',
    ),
  },
  {
    uid: 'information-security-policy',
    title: L5(
      'นโยบายการรักษาความมั่นคงปลอดภัยสารสนเทศ',
      'Information security policy',
      '信息安全政策',
      '情報セキュリティポリシー',
      'Informatiebeveiligingsbeleid',
    ),
    intro: L5(
      'มาตรการรักษาความมั่นคงปลอดภัยของระบบสารสนเทศ',
      'Measures that keep our information systems secure.',
      '保障信息系统安全的措施。',
      '情報システムの安全対策。',
      'Maatregelen voor veilige informatiesystemen.',
    ),
  },
  {
    uid: 'data-governance',
    title: L5('ธรรมาภิบาลข้อมูล', 'Data governance', '数据治理', 'データガバナンス', 'Datagovernance'),
    intro: L5(
      'นโยบายและแนวปฏิบัติด้านการบริหารจัดการข้อมูล',
      'Data management policies and guidelines.',
      '数据管理政策和指南。',
      'データ管理の方針とガイドライン。',
      'Beleid en richtlijnen voor databeheer.',
    ),
  },
  {
    uid: 'citizen-guide',
    title: L5('คู่มือประชาชน', 'Citizen guide', '公民指南', '市民ガイド', 'Burgerwijzer'),
    intro: L5(
      'ขั้นตอนและระยะเวลาการให้บริการ',
      'Service steps and processing times.',
      '服务流程与办理时限。',
      'サービスの手順と所要時間。',
      'Stappen en doorlooptijden van onze diensten.',
    ),
  },
  {
    uid: 'accessibility-statement',
    title: L5(
      'การเข้าถึงเว็บไซต์',
      'Accessibility statement',
      '无障碍声明',
      'アクセシビリティ方針',
      'Toegankelijkheidsverklaring',
    ),
    intro: L5(
      'กรมส่งเสริมการค้าระหว่างประเทศมุ่งให้ทุกท่านใช้เว็บไซต์นี้ได้ ทั้งผู้ที่ใช้แป้นพิมพ์ โปรแกรมอ่านหน้าจอ การขยายข้อความ หรือโหมดสีตัดกันสูง คำชี้แจงนี้ใช้กับเว็บไซต์ทั้งห้าภาษา ได้แก่ ไทย อังกฤษ จีน ญี่ปุ่น และดัตช์',
      'The Department of International Trade Promotion wants everyone to be able to use this website, whether you use a keyboard, a screen reader, larger text or high-contrast colours. This statement covers the website in all five of its languages: Thai, English, Chinese, Japanese and Dutch.',
      '泰国国际贸易促进厅希望每个人都能使用本网站，无论您使用键盘、读屏软件、放大文字还是高对比度颜色。本声明适用于本网站的全部五种语言版本：泰语、英语、中文、日语和荷兰语。',
      'タイ国際貿易振興局は、キーボード、スクリーンリーダー、文字の拡大、ハイコントラスト表示など、どのような方法でも誰もが本サイトを利用できることを目指しています。本方針は、タイ語・英語・中国語・日本語・オランダ語の5言語すべてのページに適用されます。',
      'Het Departement voor Internationale Handelsbevordering wil dat iedereen deze website kan gebruiken, of u nu een toetsenbord, een schermlezer, grotere tekst of contrastrijke kleuren gebruikt. Deze verklaring geldt voor de website in alle vijf talen: Thai, Engels, Chinees, Japans en Nederlands.',
    ),
    sections: [
      {
        anchor: 'status',
        heading: L5(
          'สถานะความสอดคล้อง',
          'Compliance status',
          '符合情况',
          '適合状況',
          'Nalevingsstatus',
        ),
        body: L5(
          'เว็บไซต์นี้สอดคล้องบางส่วนกับมาตรฐาน WCAG 2.2 ระดับ AA คำว่า “บางส่วน” หมายความว่ายังมีบางส่วนของเว็บไซต์ที่ไม่เป็นไปตามเกณฑ์ครบถ้วน ดังรายการด้านล่าง',
          'This website partially conforms to WCAG 2.2 level AA. “Partially” means that some parts of it do not yet fully meet the standard; they are listed below.',
          '本网站部分符合WCAG 2.2 AA级标准。“部分符合”是指网站仍有部分内容尚未完全达到该标准，具体见下文。',
          '本サイトはWCAG 2.2レベルAAに一部適合しています。「一部適合」とは、まだ基準を完全には満たしていない部分があることを意味します。該当箇所は以下のとおりです。',
          'Deze website voldoet gedeeltelijk aan WCAG 2.2 niveau AA. “Gedeeltelijk” betekent dat sommige onderdelen nog niet volledig aan de norm voldoen; die staan hieronder.',
        ),
      },
      {
        anchor: 'known-issues',
        heading: L5(
          'ส่วนที่ยังเข้าถึงได้ไม่สมบูรณ์',
          'What is not yet fully accessible',
          '尚未完全无障碍的内容',
          'まだ十分にアクセシブルでない箇所',
          'Wat nog niet volledig toegankelijk is',
        ),
        body: L5(
          'บนโทรศัพท์ที่ใช้ข้อความขนาดใหญ่ ปุ่ม “กลับขึ้นด้านบน” อาจบังลิงก์ที่เพิ่งได้รับโฟกัสชั่วขณะ (เกณฑ์ 2.4.11) เมื่อขยายข้อความถึงร้อยละ 200 ปุ่มเดียวกันอาจบังเนื้อหาบางส่วน (เกณฑ์ 1.4.4) และมีบางหน้าที่ใช้ชื่อหน้าซ้ำกัน (เกณฑ์ 2.4.2) เรากำลังแก้ไขทั้งสามเรื่องนี้',
          'On a phone with large text, the “Back to top” button can briefly cover a link that has just received focus (success criterion 2.4.11). With text enlarged to 200 %, the same button can cover some content (1.4.4). A few pages share the same title (2.4.2). We are fixing all three.',
          '在使用大号文字的手机上，“返回顶部”按钮可能会短暂遮挡刚获得焦点的链接（成功标准2.4.11）；文字放大到200%时，该按钮可能遮挡部分内容（1.4.4）；少数页面使用了相同的标题（2.4.2）。我们正在修复这三个问题。',
          '文字を大きくしたスマートフォンでは、「ページの先頭へ」ボタンがフォーカスを受けた直後のリンクを一時的に隠すことがあります（達成基準2.4.11）。文字を200%に拡大すると、同じボタンが内容の一部を隠すことがあります（1.4.4）。また、一部のページでページタイトルが重複しています（2.4.2）。いずれも修正を進めています。',
          'Op een telefoon met grote tekst kan de knop ‘Naar boven’ kort een link bedekken die net de focus heeft gekregen (succescriterium 2.4.11). Bij tekst die tot 200 % is vergroot, kan dezelfde knop een deel van de inhoud bedekken (1.4.4). Enkele pagina’s hebben dezelfde titel (2.4.2). We werken aan alle drie.',
        ),
      },
      {
        anchor: 'feedback',
        heading: L5(
          'แจ้งปัญหาและติดต่อเรา',
          'Feedback and contact',
          '反馈与联系',
          'ご意見・お問い合わせ',
          'Feedback en contact',
        ),
        body: L5(
          'หากท่านใช้งานส่วนใดของเว็บไซต์ไม่ได้ หรือต้องการข้อมูลในรูปแบบอื่น โปรดโทรสายด่วน 1169 ในวันและเวลาราชการ หรือส่งข้อความผ่าน<a href="/th/post/contact/contact-ditp">แบบฟอร์มติดต่อกรม</a> โดยระบุที่อยู่ของหน้าและปัญหาที่พบ',
          'If you cannot use part of this website, or need information in another format, call the 1169 hotline during office hours or write to us through the <a href="/en/post/contact/contact-ditp">contact form</a>. Please tell us the address of the page and what went wrong.',
          '如果您无法使用本网站的某些部分，或需要其他格式的信息，请在办公时间拨打1169热线，或通过<a href="/zh/post/contact/contact-ditp">联系表单</a>与我们联系，并告知页面地址和遇到的问题。',
          '本サイトの一部が利用できない場合や、別の形式で情報が必要な場合は、業務時間内に1169ホットラインへお電話いただくか、<a href="/ja/post/contact/contact-ditp">お問い合わせフォーム</a>からご連絡ください。その際、ページのアドレスと発生した問題をお知らせください。',
          'Kunt u een deel van deze website niet gebruiken, of hebt u informatie in een andere vorm nodig? Bel dan tijdens kantooruren de hotline 1169 of schrijf ons via het <a href="/nl/post/contact/contact-ditp">contactformulier</a>. Vermeld het adres van de pagina en wat er misging.',
        ),
      },
      {
        anchor: 'testing',
        heading: L5(
          'วิธีที่เราตรวจสอบเว็บไซต์',
          'How we test this website',
          '我们如何测试本网站',
          '本サイトの検証方法',
          'Hoe we deze website testen',
        ),
        body: L5(
          'ทุกครั้งที่มีการเปลี่ยนแปลง ทุกประเภทหน้าในทั้งห้าภาษาจะถูกตรวจด้วย axe-core ตรวจการใช้งานด้วยแป้นพิมพ์ทุกจุดที่รับโฟกัส ตรวจการแสดงผลที่ความกว้าง 320 พิกเซล และตรวจในโหมดสีบังคับ (forced colours) นอกจากนี้ผู้ตรวจสอบด้านการเข้าถึงได้ทดสอบเว็บไซต์ด้วยมือเมื่อเดือนพฤศจิกายน 2569',
          'On every change, each page type in all five languages is checked with axe-core, every keyboard focus stop is checked to be visible and uncovered, pages are checked at 320 pixels wide and in forced-colours mode. Accessibility auditors also tested the website by hand in November 2026.',
          '每次修改后，都会用axe-core检查五种语言的每一种页面类型，检查每个键盘焦点位置是否可见且未被遮挡，并在320像素宽度和强制颜色模式下检查页面。此外，无障碍审核人员已于2026年11月对网站进行了人工测试。',
          '変更のたびに、5言語すべての各ページ種別をaxe-coreで検査し、キーボードのすべてのフォーカス位置が見えていて隠れていないことを確認し、幅320ピクセルと強制カラーモードでの表示を確認しています。また、2026年11月にはアクセシビリティ監査担当者による手動の検証も行いました。',
          'Bij elke wijziging wordt elk paginatype in alle vijf talen gecontroleerd met axe-core, wordt elke toetsenbordfocus gecontroleerd op zichtbaarheid en of niets die bedekt, en worden pagina’s gecontroleerd op 320 pixels breed en in de modus geforceerde kleuren. Toegankelijkheidsauditors hebben de website in november 2026 ook handmatig getest.',
        ),
      },
      {
        anchor: 'prepared',
        heading: L5(
          'การจัดทำคำชี้แจงนี้',
          'Preparation of this statement',
          '本声明的编制',
          '本方針の作成',
          'Opstellen van deze verklaring',
        ),
        body: L5(
          'คำชี้แจงนี้จัดทำเมื่อวันที่ 26 พฤศจิกายน 2569 และจะทบทวนทุกครั้งที่มีการเปลี่ยนแปลงสำคัญของเว็บไซต์',
          'This statement was prepared on 26 November 2026. It is reviewed whenever the website changes significantly.',
          '本声明编制于2026年11月26日，网站发生重大变更时将重新审查。',
          '本方針は2026年11月26日に作成しました。サイトに大きな変更があるたびに見直します。',
          'Deze verklaring is opgesteld op 26 november 2026. We herzien haar bij elke belangrijke wijziging van de website.',
        ),
      },
    ],
  },
  {
    uid: 'public-information-oit',
    title: L5(
      'การเปิดเผยข้อมูลสาธารณะ (OIT)',
      'Public information (OIT)',
      '公开信息（OIT）',
      '公開情報（OIT）',
      'Openbare informatie (OIT)',
    ),
    intro: L5(
      'ข้อมูลตามแบบตรวจการเปิดเผยข้อมูลสาธารณะ',
      'Information published under the Open Data Integrity and Transparency assessment.',
      '按照公开透明评估发布的信息。',
      '公開性評価に基づく公開情報。',
      'Informatie gepubliceerd voor de transparantiebeoordeling.',
    ),
  },
  {
    uid: 'trade-association-thai',
    title: L5(
      'สมาคมการค้าไทย',
      'Thai trade associations',
      '泰国贸易协会',
      'タイの業界団体',
      'Thaise brancheverenigingen',
    ),
    intro: L5(
      'รายชื่อสมาคมการค้าที่เป็นพันธมิตร',
      'Partner trade associations.',
      '合作贸易协会名单。',
      '提携業界団体の一覧。',
      'Partnerverenigingen.',
    ),
  },
  {
    uid: 'overseas-office-page',
    title: L5(
      'สำนักงานส่งเสริมการค้าในต่างประเทศและที่ปรึกษาการค้ากิตติมศักดิ์',
      'Overseas offices and honorary trade advisors',
      '海外办事处与名誉贸易顾问',
      '海外事務所と名誉貿易顧問',
      'Kantoren in het buitenland en ereadviseurs',
    ),
    intro: L5(
      'ติดต่อสำนักงานใกล้ตลาดเป้าหมายของคุณ',
      'Contact the office closest to your target market.',
      '请联系离您目标市场最近的办事处。',
      '目標市場に最も近い事務所へご連絡ください。',
      'Neem contact op met het kantoor bij uw doelmarkt.',
    ),
  },
  {
    uid: 'exporting-business',
    title: L5(
      'เริ่มต้นธุรกิจส่งออก',
      'Starting an export business',
      '开展出口业务',
      '輸出ビジネスを始める',
      'Starten met exporteren',
    ),
    intro: L5(
      'บริการสำหรับผู้ส่งออกรายใหม่: อบรม ให้คำปรึกษา และจับคู่ธุรกิจ',
      'Services for new exporters: training, advice and business matching.',
      '为新出口商提供培训、咨询和商务对接。',
      '新規輸出業者向けの研修、相談、商談会。',
      'Diensten voor nieuwe exporteurs: training, advies en matchmaking.',
    ),
  },
  {
    uid: 'international-business-expansion',
    title: L5(
      'ขยายธุรกิจสู่ต่างประเทศ',
      'International business expansion',
      '拓展国际业务',
      '海外事業展開',
      'Internationale uitbreiding',
    ),
    intro: L5(
      'งานแสดงสินค้า คณะผู้แทนการค้า และการตลาดออนไลน์',
      'Trade fairs, trade missions and online marketing.',
      '展会、贸易代表团和网络营销。',
      '見本市、貿易ミッション、オンラインマーケティング。',
      'Beurzen, handelsmissies en online marketing.',
    ),
  },
  {
    uid: 'adding-value-with-innovative-brand-design',
    title: L5(
      'สร้างมูลค่าเพิ่มด้วยนวัตกรรม แบรนด์ และการออกแบบ',
      'Adding value with innovation, brand and design',
      '以创新、品牌和设计创造附加值',
      'イノベーション・ブランド・デザインで付加価値を',
      'Meerwaarde met innovatie, merk en ontwerp',
    ),
    intro: L5(
      'โครงการพัฒนาแบรนด์และรางวัลการออกแบบ',
      'Brand development and design award programmes.',
      '品牌发展与设计奖项目。',
      'ブランド開発とデザイン賞。',
      'Merkontwikkeling en ontwerpprijzen.',
    ),
  },
  {
    uid: 'niche-market',
    title: L5('ตลาดเฉพาะกลุ่ม', 'Niche markets', '利基市场', 'ニッチ市場', 'Nichemarkten'),
    intro: L5(
      'ตลาดฮาลาล สินค้าอินทรีย์ และสินค้าสูงวัย',
      'Halal, organic and ageing-society markets.',
      '清真、有机和老龄市场。',
      'ハラール、オーガニック、高齢者市場。',
      'Halal, biologisch en vergrijzing.',
    ),
  },
  {
    uid: 'international-trade-advice-and-complaints',
    title: L5(
      'ขอคำปรึกษาและร้องเรียนปัญหาการค้าระหว่างประเทศ',
      'International trade advice and complaints',
      '国际贸易咨询与投诉',
      '国際貿易の相談と苦情',
      'Advies en klachten internationale handel',
    ),
    intro: L5(
      'แจ้งปัญหาการค้า ขอรายชื่อผู้นำเข้า หรือขอคำปรึกษา',
      'Report a trade problem, request importer lists or ask for advice.',
      '反映贸易问题、索取进口商名单或咨询。',
      '貿易問題の報告、輸入業者リストの請求、相談。',
      'Meld een handelsprobleem, vraag importeurslijsten of advies.',
    ),
  },
  {
    uid: 'promote-and-working-with-designers',
    title: L5(
      'ส่งเสริมและทำงานร่วมกับนักออกแบบ',
      'Promoting and working with designers',
      '推广并与设计师合作',
      'デザイナーとの協働',
      'Samenwerken met ontwerpers',
    ),
    intro: L5(
      'เชื่อมผู้ประกอบการกับนักออกแบบไทย',
      'Connecting businesses with Thai designers.',
      '连接企业与泰国设计师。',
      '企業とタイのデザイナーをつなぎます。',
      'Bedrijven in contact brengen met Thaise ontwerpers.',
    ),
  },
  {
    uid: 'other-services',
    title: L5('บริการอื่น ๆ', 'Other services', '其他服务', 'その他のサービス', 'Overige diensten'),
    intro: L5(
      'บริการข้อมูลการค้า ห้องสมุด และศูนย์บริการผู้ส่งออก',
      'Trade information, library and exporter service centre.',
      '贸易信息、图书馆和出口商服务中心。',
      '貿易情報、図書館、輸出業者サービスセンター。',
      'Handelsinformatie, bibliotheek en exportloket.',
    ),
  },
];

export const faqItems: Array<{ q: Record<Locale, string>; a: Record<Locale, string> }> = [
  {
    q: L5(
      'จะเริ่มส่งออกต้องทำอย่างไร',
      'How do I start exporting?',
      '如何开始出口？',
      '輸出を始めるには？',
      'Hoe begin ik met exporteren?',
    ),
    a: L5(
      'ลงทะเบียนเป็นสมาชิกกรม เข้าร่วมหลักสูตรการส่งออกเบื้องต้น และขอคำปรึกษาจากเจ้าหน้าที่',
      'Register with DITP, take the export basics course and ask our advisers.',
      '在本厅注册，参加出口基础课程并咨询顾问。',
      'DITPに登録し、輸出基礎講座を受講して相談してください。',
      'Registreer bij DITP, volg de basiscursus export en vraag advies.',
    ),
  },
  {
    q: L5(
      'ขอรายชื่อผู้นำเข้าในต่างประเทศได้อย่างไร',
      'How can I get a list of overseas importers?',
      '如何获取海外进口商名单？',
      '海外輸入業者のリストは入手できますか？',
      'Hoe krijg ik een lijst met buitenlandse importeurs?',
    ),
    a: L5(
      'ส่งคำขอผ่านแบบฟอร์มขอคำปรึกษา เลือกหัวข้อ "ขอรายชื่อผู้นำเข้า"',
      'Send a request through the inquiry form and choose the topic "importer list".',
      '通过咨询表单提交申请，并选择"进口商名单"主题。',
      '問い合わせフォームで「輸入業者リスト」を選んで申請してください。',
      'Dien een verzoek in via het contactformulier met onderwerp "importeurslijst".',
    ),
  },
  {
    q: L5(
      'ค่าใช้จ่ายในการร่วมงานแสดงสินค้าต่างประเทศเท่าไร',
      'How much does joining an overseas trade fair cost?',
      '参加海外展会的费用是多少？',
      '海外見本市への出展費用は？',
      'Wat kost deelname aan een buitenlandse beurs?',
    ),
    a: L5(
      'ขึ้นอยู่กับงาน กรมสนับสนุนค่าใช้จ่ายบางส่วนสำหรับผู้ประกอบการ SMEs',
      'It depends on the fair; DITP covers part of the cost for SMEs.',
      '视展会而定，本厅为中小企业承担部分费用。',
      '見本市によります。中小企業には費用の一部を支援します。',
      'Dat hangt af van de beurs; DITP betaalt een deel voor mkb-bedrijven.',
    ),
  },
];
