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
    // The home page's featured story (site/pages/parts/FeaturedStory.tsx).
    shared: { featured: true },
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
        '<h2>สิ่งที่ผู้ส่งออกควรเตรียมก่อนส่งสินค้า</h2>',
        '<ul><li>ใบรับรองโรงคัดบรรจุ (GMP) ที่ยังไม่หมดอายุ และรหัสทะเบียนโรงคัดบรรจุที่ฝ่ายจีนอนุมัติแล้ว</li><li>ผลตรวจวิเคราะห์สารตกค้างและสีย้อมจากห้องปฏิบัติการที่ได้รับการรับรอง สำหรับทุกล็อตก่อนบรรจุ</li><li>ใบรับรองสุขอนามัยพืช และเอกสารแสดงว่าผลผลิตมาจากสวนที่ขึ้นทะเบียนแล้ว</li><li>บันทึกการคัดแยก การบรรจุ และการขนย้าย ที่ตรวจย้อนกลับได้ตั้งแต่สวนจนถึงตู้คอนเทนเนอร์</li></ul>',
        'หากด่านปลายทางพบสิ่งผิดปกติ สินค้าทั้งล็อตอาจถูกกักหรือถูกส่งคืน และโรงคัดบรรจุที่เกี่ยวข้องอาจถูกระงับการส่งออกชั่วคราว ซึ่งกระทบถึงผู้ส่งออกรายอื่นที่ใช้โรงคัดบรรจุเดียวกันด้วย ผู้ส่งออกจึงควรควบคุมคุณภาพตั้งแต่ต้นทาง และไม่รับซื้อผลผลิตที่ไม่ทราบแหล่งที่มา',
        'กรมส่งเสริมการค้าระหว่างประเทศแนะนำให้วางแผนขนส่งทางรางผ่าน สปป.ลาว เพื่อลดเวลาขนส่งและรักษาคุณภาพ ท่านที่ต้องการข้อมูลตลาดจีนหรือรายชื่อผู้นำเข้า สามารถติดต่อสำนักงานส่งเสริมการค้าในต่างประเทศในจีน หรือสายด่วน 1169 ในวันและเวลาราชการ',
      ),
      P(
        'Fresh durian exports from Thailand to China grew again this season, but Chinese customs has stepped up random testing for residues and dyes. Exporters should check packing-house GMP certificates and keep lot-level traceability records.',
        '<h2>What to prepare before shipping</h2>',
        '<ul><li>A valid GMP certificate for the packing house, and the packing-house registration number approved by the Chinese side.</li><li>Laboratory results for residues and dyes from an accredited laboratory, for every lot before it is packed.</li><li>A phytosanitary certificate and records showing that the fruit comes from a registered orchard.</li><li>Sorting, packing and loading records that trace each lot from the orchard to the container.</li></ul>',
        'If the port of entry finds a problem, the whole lot may be detained or sent back, and the packing house concerned may be suspended from exporting for a time. That also affects other exporters who use the same packing house. Exporters should therefore control quality at source and avoid buying fruit whose origin they cannot trace.',
        'DITP recommends planning rail shipments through Lao PDR to shorten transit time and protect quality. For information on the Chinese market or lists of importers, contact the Thai Trade Centers in China or call the 1169 hotline during office hours.',
      ),
      P(
        '本季泰国鲜榴莲对华出口继续增长，但中国海关加强了对残留物和染色剂的抽检。出口商应核实包装厂GMP证书并保留批次追溯记录。',
        '<h2>发货前应准备的材料</h2>',
        '<ul><li>有效的包装厂GMP证书，以及经中方批准的包装厂注册编号；</li><li>经认可实验室出具的残留物和染色剂检测报告，每批货物装箱前均须检测；</li><li>植物检疫证书，以及证明果品来自注册果园的记录；</li><li>从果园到集装箱全程可追溯的分拣、包装和装运记录。</li></ul>',
        '一旦口岸发现问题，整批货物可能被扣留或退运，相关包装厂也可能被暂停出口，并波及使用同一包装厂的其他出口商。因此，出口商应从源头把控质量，不收购来源不明的果品。',
        '泰国商务部国际贸易促进厅建议出口商规划经老挝的铁路运输，以缩短运输时间、保持果品品质。如需了解中国市场信息或获取进口商名单，请联系设在中国的泰国贸易中心，或在办公时间拨打1169热线。',
      ),
      P(
        '今季のタイ産生鮮ドリアンの対中輸出は引き続き増加しましたが、中国税関は残留物や着色料の抜き取り検査を強化しています。輸出業者は選果・包装施設のGMP証明書を確認し、ロットごとのトレーサビリティ記録を保管する必要があります。',
        '<h2>出荷前に準備すべき書類</h2>',
        '<ul><li>有効な選果・包装施設のGMP証明書と、中国側に承認された施設の登録番号</li><li>認定検査機関による残留物・着色料の検査結果（ロットごとに箱詰め前に実施）</li><li>植物検疫証明書と、登録された果樹園の果実であることを示す記録</li><li>果樹園からコンテナまで各ロットを追跡できる選別・包装・積込みの記録</li></ul>',
        '輸入時に問題が見つかった場合、ロット全体が留め置きまたは返送となり、該当する包装施設が一時的に輸出停止となることもあります。その影響は同じ施設を利用する他の輸出業者にも及ぶため、産地段階での品質管理と、産地を確認できない果実を仕入れないことが重要です。',
        'タイ商務省国際貿易振興局は、輸送時間を短縮し品質を保つため、ラオス経由の鉄道輸送を計画に組み込むことを推奨しています。中国市場の情報や輸入業者の紹介については、中国にあるタイ貿易センター、または業務時間内に1169ホットラインへお問い合わせください。',
      ),
      P(
        'De export van verse durian van Thailand naar China groeide opnieuw, maar de Chinese douane controleert vaker op residuen en kleurstoffen. Exporteurs doen er goed aan de GMP-certificaten van hun verpakkingsstations te controleren en per partij een sluitende traceerbaarheid bij te houden.',
        '<h2>Wat u vóór verzending regelt</h2>',
        '<ul><li>een geldig GMP-certificaat van het verpakkingsstation en het registratienummer dat de Chinese autoriteiten hebben goedgekeurd;</li><li>laboratoriumuitslagen voor residuen en kleurstoffen van een geaccrediteerd laboratorium, voor elke partij vóór het verpakken;</li><li>een fytosanitair certificaat en stukken waaruit blijkt dat de vruchten van een geregistreerde boomgaard komen;</li><li>sorteer-, verpakkings- en laadgegevens waarmee elke partij van boomgaard tot container te volgen is.</li></ul>',
        'Vindt de douane een afwijking, dan kan de hele partij worden vastgehouden of teruggestuurd en kan het betrokken verpakkingsstation tijdelijk van export worden uitgesloten. Dat raakt ook andere exporteurs die hetzelfde station gebruiken. Controleer de kwaliteit daarom al aan de bron en koop geen vruchten waarvan de herkomst niet vaststaat.',
        'DITP raadt aan zendingen per spoor via Laos te plannen: dat verkort de transporttijd en behoudt de kwaliteit. Voor informatie over de Chinese markt of een lijst met importeurs kunt u terecht bij de Thai Trade Centers in China of tijdens kantooruren bij de hotline 1169.',
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
        'ผู้ประกอบการต้องมีตราฮาลาลที่ได้รับการยอมรับจากหน่วยงานรับรองของประเทศปลายทาง ก่อนเจรจากับผู้ซื้อ ท่านควรตรวจสอบว่าหน่วยงานที่ออกใบรับรองฮาลาลให้ท่านได้รับการยอมรับในประเทศเป้าหมายหรือไม่ เพราะแต่ละประเทศในกลุ่ม GCC อาจยอมรับหน่วยงานรับรองแตกต่างกัน',
        '<h2>ข้อควรเตรียมสำหรับตลาดตะวันออกกลาง</h2>',
        '<ul><li>ฉลากภาษาอาหรับ หรือฉลากสองภาษาอาหรับและอังกฤษ ตามข้อกำหนดของประเทศผู้นำเข้า</li><li>วันผลิตและวันหมดอายุที่ชัดเจน และอายุการเก็บรักษาที่เพียงพอสำหรับการขนส่งทางเรือและการกระจายสินค้า</li><li>ใบรับรองสุขอนามัยและหนังสือรับรองถิ่นกำเนิดสินค้า</li><li>บรรจุภัณฑ์ที่ทนต่ออากาศร้อนและการขนส่งระยะไกล</li></ul>',
        'นอกจากตลาดค้าปลีกแล้ว ธุรกิจโรงแรม ร้านอาหาร และการจัดเลี้ยงเป็นช่องทางสำคัญ โดยเฉพาะในช่วงเดือนรอมฎอนที่ความต้องการอาหารสูงขึ้น กรมส่งเสริมการค้าระหว่างประเทศจัดกิจกรรมจับคู่ธุรกิจและนำผู้ประกอบการไทยร่วมงานแสดงสินค้าอาหารในภูมิภาค ท่านที่สนใจสามารถติดตามประกาศรับสมัครได้ทางเว็บไซต์นี้และระบบ e-Service ของกรม',
      ),
      P(
        'Halal food demand in the GCC countries keeps growing with population and tourism. Promising Thai products include processed chicken, jasmine rice and ready-to-eat meals.',
        'Exporters need a halal certificate recognised by the destination country. Before talking to buyers, check that the body that certifies you is accepted in your target country: the GCC countries do not all recognise the same certifiers.',
        '<h2>Preparing for Middle Eastern markets</h2>',
        '<ul><li>Arabic labels, or bilingual Arabic and English labels, as the importing country requires.</li><li>Clear production and expiry dates, with enough shelf life for sea freight and distribution.</li><li>Health certificates and a certificate of origin.</li><li>Packaging that withstands heat and long journeys.</li></ul>',
        "Besides retail, hotels, restaurants and caterers are important customers, especially during Ramadan, when demand for food rises. DITP organises business matching and takes Thai companies to food trade fairs in the region; watch this website and the department's e-Service for calls for applications.",
      ),
      P(
        '海湾国家清真食品需求随人口和旅游业持续增长。具有潜力的泰国产品包括禽肉加工品、茉莉香米和即食食品。',
        '出口商须持有目的国认可的清真认证。与买家洽谈前，请先确认为您发证的清真认证机构是否获得目标国家认可，因为海湾各国认可的机构并不完全相同。',
        '<h2>进入中东市场的准备</h2>',
        '<ul><li>按进口国要求使用阿拉伯文标签，或阿拉伯文与英文双语标签；</li><li>清楚标明生产日期和保质期，并预留足够的海运和分销时间；</li><li>卫生证书和原产地证书；</li><li>耐高温、适合长途运输的包装。</li></ul>',
        '除零售渠道外，酒店、餐厅和餐饮服务也是重要渠道，斋月期间食品需求尤其旺盛。泰国商务部国际贸易促进厅组织商务对接活动，并组织泰国企业参加本地区的食品展会。请关注本网站和本厅电子服务系统发布的报名通知。',
      ),
      P(
        'GCC諸国のハラール食品需要は人口と観光の伸びとともに拡大しています。有望なタイ産品には、鶏肉加工品、ジャスミンライス、調理済み食品などがあります。',
        '輸出には、輸出先国が認めるハラール認証が必要です。商談の前に、自社の認証機関が対象国で認められているかを確認してください。GCC諸国の間でも、認める認証機関は必ずしも同じではありません。',
        '<h2>中東市場への準備</h2>',
        '<ul><li>輸入国の規定に沿ったアラビア語表示、またはアラビア語と英語の併記</li><li>製造日と賞味期限の明記、海上輸送と流通に十分な賞味期間</li><li>衛生証明書と原産地証明書</li><li>高温と長距離輸送に耐える包装</li></ul>',
        '小売のほか、ホテル、レストラン、ケータリングも重要な販路で、特にラマダン期間中は食品の需要が高まります。タイ商務省国際貿易振興局は商談会を開催し、地域の食品見本市へのタイ企業の出展を支援しています。募集のお知らせは本サイトと電子サービスでご確認ください。',
      ),
      P(
        'De vraag naar halal-voeding in de Golfstaten blijft groeien, met de bevolking en het toerisme. Kansrijke Thaise producten zijn onder meer bewerkte kip, jasmijnrijst en kant-en-klaarmaaltijden.',
        'Exporteurs hebben een halalcertificaat nodig dat het land van bestemming erkent. Controleer vóór gesprekken met kopers of uw certificerende instantie in het doelland wordt erkend: niet alle Golfstaten erkennen dezelfde instanties.',
        '<h2>Voorbereiding op de markten in het Midden-Oosten</h2>',
        '<ul><li>etiketten in het Arabisch, of tweetalig in het Arabisch en Engels, zoals het importland voorschrijft;</li><li>duidelijke productie- en houdbaarheidsdata, met genoeg houdbaarheid voor zeevracht en distributie;</li><li>gezondheidscertificaten en een certificaat van oorsprong;</li><li>verpakking die bestand is tegen hitte en lange reizen.</li></ul>',
        'Naast de detailhandel zijn hotels, restaurants en cateraars belangrijke afnemers, vooral tijdens de ramadan, wanneer de vraag naar voeding stijgt. DITP organiseert zakelijke ontmoetingen en neemt Thaise bedrijven mee naar voedselbeurzen in de regio. Oproepen tot aanmelding verschijnen op deze website en in de e-diensten van het departement.',
      ),
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
        '<h2>ประเด็นในตอนนี้</h2>',
        '<ul><li>การเลือกระหว่างตลาดกลางออนไลน์รายใหญ่ ร้านค้าออนไลน์ของตนเอง และการขายผ่านผู้นำเข้าที่มีร้านค้าออนไลน์อยู่แล้ว</li><li>ข้อมูลที่ฉลากภาษาญี่ปุ่นต้องแสดง เช่น ชื่อสินค้า ส่วนประกอบ สารก่อภูมิแพ้ และผู้นำเข้า</li><li>การคำนวณราคาขายปลีกที่ครอบคลุมค่าขนส่ง ภาษีนำเข้า ค่าธรรมเนียมแพลตฟอร์ม และส่วนแบ่งของผู้นำเข้า</li></ul>',
        'ผู้บริโภคญี่ปุ่นให้ความสำคัญกับคุณภาพ ความสม่ำเสมอของสินค้า และรายละเอียดบนบรรจุภัณฑ์ ขนมไทยที่มีรสชาติเป็นเอกลักษณ์จึงมีโอกาส หากผู้ขายตอบคำถามลูกค้าได้รวดเร็วและจัดส่งตรงเวลา การเริ่มจากสินค้าไม่กี่รายการและลองตลาดผ่านผู้นำเข้าที่มีประสบการณ์ช่วยลดความเสี่ยงได้',
        'ท่านที่ต้องการคำปรึกษาเพิ่มเติมเกี่ยวกับตลาดญี่ปุ่นหรือรายชื่อผู้นำเข้า สามารถส่งคำขอผ่านแบบฟอร์มขอคำปรึกษาบนเว็บไซต์นี้ หรือติดต่อสายด่วน 1169 ในวันและเวลาราชการ',
      ),
      P(
        'In this episode the Thai Trade Center Tokyo team talks about choosing a platform, Japanese labelling and export pricing.',
        '<h2>In this episode</h2>',
        "<ul><li>Choosing between a large online marketplace, your own web shop and selling through an importer that already runs an online store.</li><li>What a Japanese label must show, such as the product name, ingredients, allergens and the importer.</li><li>Working out a retail price that covers freight, import duty, platform fees and the importer's margin.</li></ul>",
        'Japanese shoppers pay close attention to quality, consistency and the details on the pack. Thai snacks with distinctive flavours stand a real chance if the seller answers questions quickly and delivers on time. Starting with a small range and trying the market through an experienced importer reduces the risk.',
        'For further advice on the Japanese market or lists of importers, send a request through the inquiry form on this website or call the 1169 hotline during office hours.',
      ),
      P(
        '本期节目与东京泰国贸易中心团队讨论平台选择、日文标签和出口定价。',
        '<h2>本期要点</h2>',
        '<ul><li>如何在大型电商平台、自建网店和借助已开设网店的进口商之间作出选择；</li><li>日文标签须标明的内容，如品名、配料、过敏原和进口商；</li><li>如何核算零售价格，使其涵盖运费、进口关税、平台费用和进口商利润。</li></ul>',
        '日本消费者十分重视品质、产品稳定性和包装细节。风味独特的泰国零食很有机会，前提是卖家能及时回复顾客并按时发货。先以少量品类起步，并通过经验丰富的进口商试销，可以降低风险。',
        '如需进一步了解日本市场或获取进口商名单，请通过本网站的咨询表单提交申请，或在办公时间拨打1169热线。',
      ),
      P(
        '今回はタイ貿易センター東京のチームと、プラットフォーム選び、日本語表示、輸出価格について話します。',
        '<h2>今回のポイント</h2>',
        '<ul><li>大手ECモール、自社ネットショップ、すでにネット販売を行っている輸入業者経由の販売の選び方</li><li>日本語表示に必要な項目（名称、原材料、アレルゲン、輸入者など）</li><li>運賃、関税、プラットフォーム手数料、輸入業者の利益を含めた小売価格の考え方</li></ul>',
        '日本の消費者は、品質やその安定性、パッケージの表示内容を重視します。個性的な味わいのタイのお菓子には十分な可能性がありますが、問い合わせへの迅速な対応と納期の厳守が欠かせません。少ない品目から始め、経験のある輸入業者を通じてテスト販売を行うことでリスクを抑えられます。',
        '日本市場や輸入業者のリストについてさらにご相談を希望される場合は、本サイトのお問い合わせフォームからお申し込みいただくか、業務時間内に1169ホットラインへお電話ください。',
      ),
      P(
        'In deze aflevering bespreekt het team in Tokio platformkeuze, Japanse etikettering en exportprijzen.',
        '<h2>Onderwerpen van deze aflevering</h2>',
        '<ul><li>de keuze tussen een groot onlinewarenhuis, een eigen webwinkel en verkoop via een importeur die al een webwinkel heeft;</li><li>wat een Japans etiket moet vermelden, zoals productnaam, ingrediënten, allergenen en importeur;</li><li>een verkoopprijs die vracht, invoerrechten, platformkosten en de marge van de importeur dekt.</li></ul>',
        'Japanse consumenten letten scherp op kwaliteit, een constante smaak en de informatie op de verpakking. Thaise snacks met een eigen smaak maken een goede kans, als de verkoper vragen snel beantwoordt en op tijd levert. Wie klein begint en de markt verkent via een ervaren importeur, beperkt het risico.',
        'Wilt u meer advies over de Japanse markt of een lijst met importeurs? Dien dan een verzoek in via het contactformulier op deze website of bel tijdens kantooruren de hotline 1169.',
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
        'กฎระเบียบของสหภาพยุโรปว่าด้วยสินค้าที่ปลอดจากการตัดไม้ทำลายป่า (EUDR) กำหนดให้ผู้ประกอบการที่นำสินค้ากลุ่มที่กำหนด เช่น ยางพารา ไม้ โกโก้ กาแฟ และปาล์มน้ำมัน เข้าสู่ตลาดสหภาพยุโรป ต้องแสดงได้ว่าสินค้าไม่ได้มาจากพื้นที่ที่ถูกทำลายป่าหลังวันตัดรอบที่กฎระเบียบกำหนด และผลิตอย่างถูกต้องตามกฎหมายของประเทศผู้ผลิต',
        '<h2>เนื้อหาในเอกสารนำเสนอ</h2>',
        '<ul><li>ขอบเขตของสินค้าและพิกัดศุลกากรที่เข้าข่าย</li><li>ข้อมูลพิกัดที่ตั้งแปลงปลูกที่ผู้ซื้อในยุโรปมักขอ และวิธีจัดเก็บให้ตรงกับสินค้าแต่ละล็อต</li><li>ตัวอย่างเอกสารประกอบการตรวจสอบสถานะ เช่น เอกสารสิทธิ์ที่ดิน ใบรับซื้อ และบันทึกการแปรรูป</li><li>ข้อควรระวังเมื่อรับซื้อวัตถุดิบผ่านผู้รวบรวมหลายทอด</li></ul>',
        'ผู้ส่งออกควรเริ่มรวบรวมข้อมูลจากเกษตรกรและผู้รวบรวมตั้งแต่วันนี้ เพราะการย้อนหาข้อมูลภายหลังทำได้ยาก และควรตรวจสอบกำหนดการบังคับใช้ล่าสุดกับผู้ซื้อและประกาศของสหภาพยุโรปอยู่เสมอ ท่านที่มีคำถามเฉพาะกรณีสามารถขอคำปรึกษาได้ทางแบบฟอร์มขอคำปรึกษาบนเว็บไซต์นี้',
      ),
      P(
        'A summary of the plot geolocation and due-diligence documents that rubber and wood exporters must prepare for EU buyers.',
        "The EU Deforestation Regulation (EUDR) requires companies that place certain commodities on the EU market, including rubber, wood, cocoa, coffee and oil palm, to show that the goods do not come from land deforested after the regulation's cut-off date and that they were produced legally under the laws of the producing country.",
        '<h2>What the presentation covers</h2>',
        '<ul><li>Which products and tariff codes are in scope.</li><li>The plot location data European buyers usually ask for, and how to keep it matched to each lot.</li><li>A sample set of supporting documents, such as land title deeds, purchase receipts and processing records.</li><li>Points to watch when raw material passes through several collectors.</li></ul>',
        "Exporters should start collecting data from farmers and collectors now, because tracing it back later is difficult, and should check the latest application dates with their buyers and in the EU's own announcements. If you have a question about your own case, ask us through the inquiry form on this website.",
      ),
      P(
        '总结橡胶和木材出口商须为欧盟买家准备的地块定位和尽职调查文件。',
        '《欧盟零毁林法规》（EUDR）要求将橡胶、木材、可可、咖啡和油棕等特定商品投放欧盟市场的企业证明，相关商品并非产自法规截止日期之后遭毁林的土地，并且其生产符合生产国的法律规定。',
        '<h2>演示文稿内容</h2>',
        '<ul><li>受法规约束的产品及海关编码范围；</li><li>欧洲买家通常要求的种植地块定位数据，以及如何与每批货物对应保存；</li><li>尽职调查证明文件示例，如土地权属文件、收购凭证和加工记录；</li><li>原料经多级收购商流转时的注意事项。</li></ul>',
        '出口商应尽早开始向农户和收购商收集数据，因为事后追溯十分困难；同时应随时向买家和欧盟官方公告核实最新的实施时间。如有具体问题，请通过本网站的咨询表单向泰国商务部国际贸易促进厅咨询。',
      ),
    ),
  },
  {
    key: 'blockdit-first-order',
    date: 15,
    rel: { category: 'knowledge', post_type: 'blockdit', tags: ['export'] },
    title: T(
      'บล็อกดิต: 5 ขั้นตอนสู่คำสั่งซื้อส่งออกแรกของท่าน',
      'Blockdit: five steps to your first export order',
    ),
    html: T(
      P(
        '1. ศึกษาตลาดเป้าหมาย 2. จดทะเบียนผู้ส่งออก 3. เตรียมใบเสนอราคา FOB/CIF 4. เข้าร่วมกิจกรรมจับคู่ธุรกิจ 5. ทำสัญญาและเลือกวิธีชำระเงินที่ปลอดภัย',
        'ขั้นแรกคือศึกษาตลาดเป้าหมาย ทั้งความต้องการของผู้บริโภค คู่แข่ง ราคาขายปลีก และกฎระเบียบการนำเข้า ท่านอ่านรายงานสถานการณ์ตลาดและคู่มือการค้าบนเว็บไซต์นี้ได้โดยไม่มีค่าใช้จ่าย จากนั้นจึงจดทะเบียนผู้ส่งออกและสมัครสมาชิกกับกรมส่งเสริมการค้าระหว่างประเทศ เพื่อรับข่าวสารและสิทธิ์เข้าร่วมกิจกรรมของกรม',
        'เมื่อพร้อมเจรจา ให้เตรียมใบเสนอราคาทั้งแบบ FOB และ CIF โดยคำนวณต้นทุนบรรจุภัณฑ์ ค่าขนส่ง ค่าประกันภัย และระยะเวลาผลิตให้ครบ ผู้ซื้อมักเปรียบเทียบราคาจากหลายประเทศ ใบเสนอราคาที่ชัดเจนและการตอบกลับที่รวดเร็วจึงช่วยสร้างความน่าเชื่อถือได้มาก',
        'กิจกรรมจับคู่ธุรกิจ ทั้งแบบพบกันในงานแสดงสินค้าและแบบออนไลน์ เป็นช่องทางพบผู้นำเข้าที่กรมคัดกรองมาแล้ว ท่านควรเตรียมแคตตาล็อก ตัวอย่างสินค้า และสำเนาใบรับรองมาตรฐานให้พร้อมก่อนวันเจรจา',
        'เมื่อได้รับคำสั่งซื้อ ให้ทำสัญญาเป็นลายลักษณ์อักษร ระบุสินค้า ปริมาณ ราคา เงื่อนไขการส่งมอบ และวิธีชำระเงิน สำหรับคู่ค้ารายใหม่ การชำระเงินด้วยหนังสือเครดิต (L/C) หรือการรับเงินมัดจำล่วงหน้าช่วยลดความเสี่ยงได้ดีกว่าการให้เครดิตทันที',
      ),
      P(
        '1. Study the target market 2. Register as an exporter 3. Prepare FOB/CIF quotations 4. Join business matching events 5. Sign a contract and choose a safe payment method.',
        'Start by studying the target market: consumer demand, competitors, retail prices and import rules. The market reports and trade guides on this website are free to read. Then register as an exporter and as a member of DITP, so that you receive its news and can take part in its activities.',
        'When you are ready to negotiate, prepare quotations on both FOB and CIF terms, counting packaging, freight, insurance and production lead time. Buyers compare offers from several countries, so a clear quotation and a quick reply go a long way towards building trust.',
        'Business matching, at trade fairs or online, puts you in front of importers the department has already screened. Have your catalogue, samples and copies of your certificates ready before the meetings.',
        'Once you have an order, put the contract in writing: product, quantity, price, delivery terms and payment method. With a new buyer, a letter of credit (L/C) or an advance deposit is safer than granting credit straight away.',
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
        'สินค้าที่ได้รับความสนใจ ได้แก่ ผลิตภัณฑ์บำรุงและทำความสะอาดผิวที่มีส่วนผสมจากสมุนไพร ผลิตภัณฑ์ดูแลเส้นผม และเครื่องสำอางที่เน้นความอ่อนโยนต่อผิว ผู้บริโภคกลุ่มนี้ซื้อสินค้าทั้งจากร้านค้าปลีกด้านความงามและช่องทางออนไลน์ และให้ความสำคัญกับรีวิวและข้อมูลส่วนประกอบ',
        '<h2>เอกสารที่ผู้จัดจำหน่ายในเวียดนามมักขอจากผู้ผลิต</h2>',
        '<ul><li>หนังสือมอบอำนาจจากผู้ผลิตให้บริษัทในเวียดนามเป็นผู้รับผิดชอบการวางจำหน่ายสินค้า</li><li>หนังสือรับรองการขายเสรีที่ออกโดยหน่วยงานของไทย หากหน่วยงานเวียดนามกำหนด</li><li>สูตรส่วนประกอบและข้อมูลผลิตภัณฑ์ตามแบบที่กำหนด</li><li>ข้อมูลสำหรับจัดทำฉลากภาษาเวียดนาม</li></ul>',
        'การจดแจ้งต้องยื่นโดยบริษัทที่จดทะเบียนในเวียดนาม ผู้ผลิตไทยจึงควรเลือกผู้จัดจำหน่ายที่มีประสบการณ์ ตกลงให้ชัดเจนว่าใครเป็นผู้ถือเลขจดแจ้ง และตรวจสอบข้อกำหนดล่าสุดก่อนยื่น ท่านสามารถขอข้อมูลตลาดและรายชื่อผู้นำเข้าเครื่องสำอางได้จากสำนักงานส่งเสริมการค้าในต่างประเทศ ณ นครโฮจิมินห์',
      ),
      P(
        'Young professionals in Ho Chi Minh City and Hanoi favour Thai herbal skincare. Cosmetic notification with the Vietnamese authority takes about 30 days.',
        'The products in demand include herbal skincare and cleansers, hair care and gentle cosmetics for sensitive skin. These consumers buy both from beauty retailers and online, and they pay attention to reviews and to the list of ingredients.',
        '<h2>Documents Vietnamese distributors usually ask manufacturers for</h2>',
        "<ul><li>A letter of authorisation from the manufacturer naming the Vietnamese company responsible for placing the product on the market.</li><li>A certificate of free sale issued by a Thai authority, where the Vietnamese authority requires one.</li><li>The product's formula and product information in the prescribed format.</li><li>The information needed for the Vietnamese label.</li></ul>",
        'The notification must be filed by a company registered in Vietnam, so Thai manufacturers should choose an experienced distributor, agree clearly who holds the notification number and check the latest requirements before filing. Market information and lists of cosmetics importers are available from the Thai Trade Center Ho Chi Minh City.',
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
        'ข้อกำหนดนี้ใช้กับสินค้าบางหมวดที่หน่วยงานของอินเดียประกาศ เช่น ผลิตภัณฑ์นม เนื้อสัตว์ และสัตว์น้ำบางประเภท การขึ้นทะเบียนทำผ่านระบบออนไลน์ของหน่วยงานอินเดีย และในบางหมวดต้องได้รับการตรวจสอบและเสนอชื่อจากหน่วยงานกำกับดูแลของประเทศผู้ส่งออกก่อน',
        '<h2>สิ่งที่ผู้ส่งออกควรทำ</h2>',
        '<ul><li>ตรวจสอบพิกัดศุลกากรและหมวดสินค้าของท่านร่วมกับผู้นำเข้าในอินเดียว่าเข้าข่ายหรือไม่</li><li>เตรียมข้อมูลโรงงาน ใบรับรองมาตรฐาน และรายการสินค้าให้ครบก่อนยื่นขึ้นทะเบียน</li><li>ตรวจสอบฉลากให้เป็นไปตามข้อกำหนดด้านฉลากอาหารของอินเดีย</li><li>เผื่อเวลาสำหรับการพิจารณา และยังไม่ยืนยันวันส่งมอบจนกว่าจะได้รับเลขทะเบียน</li></ul>',
        'สินค้าที่ไปถึงด่านโดยที่ผู้ผลิตยังไม่ได้ขึ้นทะเบียนอาจไม่ได้รับอนุญาตให้นำเข้า ทำให้เกิดค่าใช้จ่ายในการเก็บรักษาหรือส่งกลับ ท่านสามารถขอคำปรึกษาเพิ่มเติมได้จากสำนักงานส่งเสริมการค้าในต่างประเทศ ณ กรุงนิวเดลี หรือผ่านแบบฟอร์มขอคำปรึกษาบนเว็บไซต์นี้',
      ),
      P(
        "India's food safety authority now requires some foreign manufacturers to register before exporting. Check whether your products are covered before accepting orders.",
        "The requirement applies to certain product categories announced by the Indian authority, such as milk products, meat and some fish and seafood. Registration is made through the Indian authority's online system, and for some categories the manufacturer must first be inspected and recommended by the competent authority of the exporting country.",
        '<h2>What exporters should do</h2>',
        "<ul><li>Check with your importer in India whether your tariff codes and product categories are covered.</li><li>Have your factory details, certificates and product list complete before you apply.</li><li>Make sure your labels meet India's food labelling rules.</li><li>Allow time for the review, and do not confirm a delivery date until you have your registration number.</li></ul>",
        'Goods that reach the border before their manufacturer is registered may be refused entry, with storage or return costs to pay. For further advice, contact the Thai Trade Center New Delhi or use the inquiry form on this website.',
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
        'การเปลี่ยนแปลงอัตราภาษีนำเข้าของสหรัฐฯ อาจกระทบต่อราคาสินค้าไทยเมื่อเทียบกับคู่แข่ง ผู้ส่งออกควรตรวจสอบพิกัดศุลกากรของสินค้าแต่ละรายการ อัตราที่ใช้บังคับ และวันที่มีผล จากประกาศของหน่วยงานสหรัฐฯ โดยตรง เพราะอัตราอาจแตกต่างกันตามประเภทสินค้าและประเทศถิ่นกำเนิด',
        '<h2>ขั้นตอนที่ควรดำเนินการ</h2>',
        '<ul><li>จัดทำรายการสินค้าที่ส่งไปสหรัฐฯ พร้อมพิกัดศุลกากร และยืนยันพิกัดกับผู้นำเข้า</li><li>ตรวจสอบว่าสินค้าผ่านกระบวนการผลิตในไทยเพียงพอที่จะถือว่ามีถิ่นกำเนิดไทย และเก็บเอกสารต้นทุนและวัตถุดิบไว้เป็นหลักฐาน</li><li>ทบทวนเงื่อนไขราคาและการส่งมอบในสัญญา ว่าฝ่ายใดรับภาระภาษีที่เปลี่ยนไป</li><li>ติดตามประกาศล่าสุดอย่างสม่ำเสมอ เพราะมาตรการอาจปรับเปลี่ยนได้ในระยะเวลาสั้น</li></ul>',
        'กรมส่งเสริมการค้าระหว่างประเทศติดตามสถานการณ์ร่วมกับสำนักงานส่งเสริมการค้าในต่างประเทศในสหรัฐอเมริกา และจะเผยแพร่ข้อมูลเพิ่มเติมบนเว็บไซต์นี้ ท่านที่ได้รับผลกระทบสามารถแจ้งปัญหาหรือขอคำปรึกษาได้ทางแบบฟอร์มขอคำปรึกษาและร้องเรียนปัญหาการค้าระหว่างประเทศ หรือสายด่วน 1169',
      ),
      P(
        'A summary of the affected tariff lines, how to check rules of origin and where to get advice from the Thai Trade Centers in the United States.',
        "Changes to US import duties can affect the price of Thai goods against competitors. Exporters should check each product's tariff classification, the rate that applies and the date it takes effect in the announcements of the US authorities themselves, because rates can differ by product and by country of origin.",
        '<h2>Steps to take</h2>',
        '<ul><li>List the products you ship to the United States with their tariff codes, and confirm the codes with your importer.</li><li>Check that each product undergoes enough processing in Thailand to count as Thai in origin, and keep cost and raw material records as evidence.</li><li>Review the price and delivery terms of your contracts to see which party bears a change in duty.</li><li>Follow the latest announcements closely: measures can change at short notice.</li></ul>',
        'DITP is following the situation with the Thai Trade Centers in the United States and will publish further information on this website. If your business is affected, report the problem or ask for advice through the international trade advice and complaints form, or call the 1169 hotline.',
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
        'ภายในงานแบ่งโซนตามกลุ่มสินค้า เช่น อาหารแปรรูป เครื่องดื่ม ผักและผลไม้ อาหารทะเล ข้าว อาหารแช่แข็ง และเทคโนโลยีการผลิตอาหาร ผู้ประกอบการไทยจะได้พบผู้นำเข้า ผู้จัดจำหน่าย และผู้ค้าปลีกจากทั่วโลกในที่เดียว ช่วงวันเจรจาธุรกิจเปิดเฉพาะผู้ซื้อและผู้ประกอบการที่ลงทะเบียนแล้ว ส่วนช่วงท้ายของงานเปิดให้ประชาชนทั่วไปเข้าชมและซื้อสินค้า',
        'สำหรับผู้ส่งออกขนาดกลางและขนาดย่อมที่ไม่ได้ออกคูหา กรมส่งเสริมการค้าระหว่างประเทศจัดกิจกรรมเจรจาการค้าออนไลน์ โดยนัดหมายล่วงหน้ากับผู้ซื้อที่สนใจสินค้าตรงกัน ผู้ที่ต้องการเข้าร่วมต้องลงทะเบียนผ่านระบบ e-Service ของกรม และกรอกข้อมูลสินค้า กำลังการผลิต และตลาดที่สนใจให้ครบถ้วน',
        '<h2>สิ่งที่ควรเตรียมก่อนร่วมงาน</h2>',
        '<ul><li>แคตตาล็อกสินค้าและรายการราคาเบื้องต้น</li><li>ข้อมูลใบรับรองมาตรฐาน เช่น GMP, HACCP หรือฮาลาล</li><li>ข้อมูลกำลังการผลิตและระยะเวลาส่งมอบ</li><li>ข้อมูลติดต่อของผู้รับผิดชอบด้านการส่งออก</li></ul>',
        'หลังงานสิ้นสุด สำนักงานส่งเสริมการค้าในต่างประเทศจะติดตามผลกับผู้ซื้อเพื่อช่วยให้การเจรจานำไปสู่คำสั่งซื้อจริง ท่านที่มีคำถามเกี่ยวกับการลงทะเบียนสามารถติดต่อสายด่วน 1169 ในวันและเวลาราชการ',
      ),
      P(
        "Asia's largest food trade fair welcomes buyers from more than 130 countries, with online business matching for SME exporters.",
        'The fair is divided into zones by product group, including processed food, beverages, fruit and vegetables, seafood, rice, frozen food and food technology, so Thai companies can meet importers, distributors and retailers from around the world in one place. The trade days are open only to registered buyers and exhibitors; the last days of the fair are open to the public.',
        "For small and medium-sized exporters without a booth, the department arranges online business matching, with appointments set in advance with buyers looking for the same products. To take part, register through the department's e-Service and complete the details of your products, production capacity and target markets.",
        '<h2>What to prepare</h2>',
        '<ul><li>A product catalogue and an indicative price list.</li><li>Your certificates, such as GMP, HACCP or halal.</li><li>Production capacity and delivery lead times.</li><li>Contact details of the person in charge of exports.</li></ul>',
        'After the fair, the Thai Trade Centers abroad follow up with buyers to help turn meetings into orders. For questions about registration, call the 1169 hotline during office hours.',
      ),
      P(
        '亚洲最大的食品贸易展迎来130多个国家的买家。展会期间还为中小出口企业安排线上贸易洽谈。',
        '展会按产品类别划分展区，包括加工食品、饮料、果蔬、水产品、大米、冷冻食品和食品技术等，泰国企业可在同一场所会见来自世界各地的进口商、分销商和零售商。专业洽谈日仅向已登记的买家和参展商开放，展会最后几天向公众开放。',
        '对于未设展位的中小出口企业，泰国商务部国际贸易促进厅提供线上洽谈服务，事先为其与需求相符的买家预约会谈。参加者须通过本厅电子服务系统登记，并完整填写产品、产能和目标市场等信息。',
        '<h2>参展准备</h2>',
        '<ul><li>产品目录和参考价格表；</li><li>GMP、HACCP或清真等认证资料；</li><li>产能和交货周期信息；</li><li>出口业务负责人的联系方式。</li></ul>',
        '展会结束后，泰国驻外贸易中心将继续跟进买家，协助把洽谈转化为订单。如对登记有疑问，请在办公时间拨打1169热线。',
      ),
      P(
        'アジア最大級の食品見本市に130か国以上のバイヤーが来場します。中小輸出企業向けにはオンライン商談会も実施します。',
        '会場は加工食品、飲料、青果、水産品、米、冷凍食品、食品技術などの製品分野ごとにゾーン分けされ、タイ企業は世界各地の輸入業者、卸売業者、小売業者と一か所で商談できます。商談日は登録済みのバイヤーと出展者のみが入場でき、会期の最後の数日間は一般にも公開されます。',
        'ブースを出展しない中小輸出企業向けには、タイ商務省国際貿易振興局が、関心の合うバイヤーとの商談を事前に設定するオンライン商談会を実施します。参加には局の電子サービスでの登録と、製品、生産能力、関心のある市場などの情報の入力が必要です。',
        '<h2>参加前の準備</h2>',
        '<ul><li>製品カタログと参考価格表</li><li>GMP、HACCP、ハラールなどの認証情報</li><li>生産能力と納期</li><li>輸出担当者の連絡先</li></ul>',
        '会期終了後は、海外のタイ貿易センターがバイヤーとのフォローアップを行い、商談の成約を支援します。登録に関するご質問は、業務時間内に1169ホットラインへお問い合わせください。',
      ),
      P(
        'De grootste voedselbeurs van Azië verwelkomt kopers uit meer dan 130 landen. Voor exporteurs uit het mkb zijn er ook online zakelijke ontmoetingen.',
        'De beurs is ingedeeld in zones per productgroep, zoals bewerkte voeding, dranken, groente en fruit, vis en zeevruchten, rijst, diepvriesproducten en voedseltechnologie. Thaise bedrijven ontmoeten er importeurs, groothandels en detaillisten uit de hele wereld op één plek. De handelsdagen zijn alleen toegankelijk voor geregistreerde kopers en exposanten; de laatste dagen is de beurs open voor publiek.',
        'Voor kleine en middelgrote exporteurs zonder stand organiseert het departement online gesprekken, vooraf ingepland met kopers die naar dezelfde producten zoeken. Wie wil deelnemen, registreert zich via de e-diensten van het departement en vult de gegevens over producten, productiecapaciteit en doelmarkten volledig in.',
        '<h2>Wat u voorbereidt</h2>',
        '<ul><li>een productcatalogus en een indicatieve prijslijst;</li><li>uw certificaten, zoals GMP, HACCP of halal;</li><li>gegevens over productiecapaciteit en levertijden;</li><li>de contactgegevens van de verantwoordelijke voor export.</li></ul>',
        'Na de beurs volgen de Thai Trade Centers in het buitenland de contacten met kopers op, zodat gesprekken vaker tot orders leiden. Met vragen over de registratie kunt u tijdens kantooruren de hotline 1169 bellen.',
      ),
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
      P(
        'ผู้ประกอบการไทยกว่า 100 รายนำสินค้าอาหาร ของใช้ในบ้าน และสินค้าสุขภาพไปจัดแสดงที่กรุงจาการ์ตา',
        'งาน Top Thai Brands เป็นงานแสดงสินค้าไทยที่กรมส่งเสริมการค้าระหว่างประเทศจัดขึ้นในตลาดเป้าหมาย เพื่อให้ผู้นำเข้า ผู้จัดจำหน่าย และผู้บริโภคในประเทศนั้นได้รู้จักแบรนด์ไทยโดยตรง การจัดงานที่อินโดนีเซียครั้งนี้มีทั้งช่วงเจรจาธุรกิจกับผู้ซื้อที่ได้รับเชิญ และช่วงจำหน่ายสินค้าให้ผู้บริโภคทั่วไป',
        'มูลค่าการซื้อขายกว่า 500 ล้านบาทที่เกิดขึ้นจากงาน สะท้อนความต้องการสินค้าไทยในอินโดนีเซีย ซึ่งเป็นตลาดที่มีประชากรจำนวนมากและมีกำลังซื้อของชนชั้นกลางเพิ่มขึ้น สินค้าที่ผู้ซื้อให้ความสนใจ ได้แก่ อาหารแปรรูป ขนมขบเคี้ยว เครื่องดื่ม และผลิตภัณฑ์ดูแลสุขภาพ',
        'อินโดนีเซียกำหนดให้อาหารและเครื่องดื่มส่วนใหญ่ต้องได้รับการรับรองฮาลาลและขึ้นทะเบียนกับหน่วยงานกำกับดูแลก่อนวางจำหน่าย ผู้ประกอบการที่สนใจขยายตลาดจึงควรวางแผนเรื่องเอกสารและหาคู่ค้าท้องถิ่นที่เชื่อถือได้ตั้งแต่เนิ่น ๆ ท่านที่สนใจเข้าร่วมงาน Top Thai Brands ครั้งต่อไปสามารถติดตามประกาศรับสมัครได้ทางเว็บไซต์นี้และระบบ e-Service ของกรม',
      ),
      P(
        'More than 100 Thai companies showed food, household and health products in Jakarta.',
        'Top Thai Brands is a Thai products show that DITP holds in target markets so that importers, distributors and consumers there can get to know Thai brands at first hand. This edition in Indonesia combined business meetings with invited buyers and days of retail sales to the public.',
        'The more than 500 million baht in orders generated by the show reflects demand for Thai products in Indonesia, a market with a large population and a growing middle class with money to spend. Buyers showed most interest in processed food, snacks, beverages and health care products.',
        "Indonesia requires most food and beverages to be halal certified and registered with the regulator before they go on sale. Companies that want to grow in this market should plan their paperwork early and find a reliable local partner. If you would like to take part in the next Top Thai Brands, watch this website and the department's e-Service for the call for applications.",
      ),
      P(
        '100多家泰国企业在雅加达展示产品，涵盖食品、家居用品和健康产品。',
        'Top Thai Brands是泰国商务部国际贸易促进厅在目标市场举办的泰国商品展，旨在让当地进口商、分销商和消费者直接了解泰国品牌。本届印尼展会既安排了与受邀买家的商务洽谈，也设有面向普通消费者的零售日。',
        '展会创造逾5亿泰铢订单，反映出印尼市场对泰国商品的需求。印尼人口众多，中产阶层购买力不断提升。买家最感兴趣的产品包括加工食品、休闲零食、饮料和保健产品。',
        '印尼要求大多数食品和饮料在上市前取得清真认证并在监管机构登记。有意开拓该市场的企业应及早准备相关文件，并寻找可靠的当地合作伙伴。有意参加下一届Top Thai Brands的企业，请关注本网站和本厅电子服务系统发布的报名通知。',
      ),
      P(
        '100社を超えるタイ企業がジャカルタで出展しました。出展品は食品、家庭用品、健康関連製品です。',
        'Top Thai Brandsは、タイ商務省国際貿易振興局が重点市場で開催するタイ製品の展示会で、現地の輸入業者、販売業者、消費者にタイのブランドを直接知ってもらうことを目的としています。今回のインドネシア開催では、招待バイヤーとの商談と一般消費者向けの販売の両方を行いました。',
        '会期中の5億バーツ超の商談は、インドネシアにおけるタイ製品への需要の高さを示しています。同国は人口が多く、中間層の購買力も高まっています。バイヤーの関心が特に高かったのは、加工食品、スナック菓子、飲料、健康関連製品でした。',
        'インドネシアでは、大半の食品・飲料について、販売前にハラール認証の取得と規制当局への登録が求められます。同市場への展開を考える企業は、書類の準備と信頼できる現地パートナー探しを早めに始めることが大切です。次回のTop Thai Brandsへの参加を希望される方は、本サイトと電子サービスで募集のお知らせをご確認ください。',
      ),
      P(
        'Meer dan 100 Thaise bedrijven toonden hun producten in Jakarta: voeding, huishoudartikelen en gezondheidsproducten.',
        'Top Thai Brands is een Thaise productshow die DITP in doelmarkten organiseert, zodat importeurs, distributeurs en consumenten daar Thaise merken uit de eerste hand leren kennen. Deze editie in Indonesië combineerde zakelijke gesprekken met uitgenodigde kopers en verkoopdagen voor het publiek.',
        'De meer dan 500 miljoen baht aan orders weerspiegelt de vraag naar Thaise producten in Indonesië, een markt met een grote bevolking en een groeiende middenklasse met meer koopkracht. Kopers toonden vooral belangstelling voor bewerkte voeding, snacks, dranken en gezondheidsproducten.',
        'Indonesië eist dat de meeste voedingsmiddelen en dranken een halalcertificaat hebben en bij de toezichthouder zijn geregistreerd voordat ze in de verkoop gaan. Bedrijven die deze markt willen betreden, doen er goed aan de papieren tijdig te regelen en een betrouwbare lokale partner te zoeken. Wilt u deelnemen aan de volgende Top Thai Brands? De oproep verschijnt op deze website en in de e-diensten van het departement.',
      ),
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
      P(
        'งานแสดงสินค้าไลฟ์สไตล์ ของตกแต่งบ้าน และแฟชั่น พร้อมโซนสินค้า BCG ที่เป็นมิตรต่อสิ่งแวดล้อม',
        'STYLE Bangkok เป็นงานแสดงสินค้าที่กรมส่งเสริมการค้าระหว่างประเทศจัดขึ้นเพื่อรวบรวมสินค้าไลฟ์สไตล์ไทยที่มีการออกแบบโดดเด่นไว้ในที่เดียว ได้แก่ เฟอร์นิเจอร์ ของตกแต่งบ้าน ของขวัญและของใช้ เครื่องประดับ เสื้อผ้า และสินค้าแฟชั่น ผู้ซื้อจากต่างประเทศจะได้พบทั้งผู้ผลิตที่มีประสบการณ์ส่งออกและแบรนด์ของนักออกแบบรุ่นใหม่',
        'โซนสินค้า BCG นำเสนอสินค้าที่ใช้วัสดุรีไซเคิล วัสดุธรรมชาติในท้องถิ่น หรือกระบวนการผลิตที่ลดของเสีย ตามแนวคิดเศรษฐกิจชีวภาพ เศรษฐกิจหมุนเวียน และเศรษฐกิจสีเขียว ซึ่งผู้ซื้อในหลายตลาด โดยเฉพาะยุโรปและญี่ปุ่น ให้ความสำคัญมากขึ้น',
        'ภายในงานมีกิจกรรมเจรจาธุรกิจ การสัมมนาเรื่องแนวโน้มการออกแบบ และการจัดแสดงผลงานที่ได้รับรางวัลการออกแบบ ผู้ประกอบการที่สนใจออกคูหาในครั้งต่อไปสามารถสมัครผ่านระบบ e-Service ของกรม โดยกรมจะพิจารณาคัดเลือกจากคุณภาพสินค้า การออกแบบ และความพร้อมในการส่งออก',
      ),
      P(
        'A fair for lifestyle, home decoration and fashion with a BCG zone for eco-friendly products.',
        'STYLE Bangkok is the trade fair DITP holds to bring together well-designed Thai lifestyle products in one place: furniture, home decoration, gifts and houseware, jewellery, clothing and fashion accessories. Overseas buyers meet both experienced exporters and the brands of young designers.',
        'The BCG zone presents products made from recycled materials, local natural materials or with processes that reduce waste, following the bio, circular and green economy approach. Buyers in many markets, Europe and Japan in particular, increasingly look for such products.',
        "The fair includes business matching, talks on design trends and a display of award-winning designs. Companies that would like a booth at the next edition can apply through the department's e-Service; exhibitors are selected on product quality, design and export readiness.",
      ),
      P(
        '生活方式、家居装饰和时尚展会，设有BCG环保专区。',
        'STYLE Bangkok是泰国商务部国际贸易促进厅主办的展会，集中展示设计出众的泰国生活方式产品，包括家具、家居装饰、礼品和家居用品、珠宝首饰、服装和时尚配饰。海外买家既能见到出口经验丰富的制造商，也能结识新锐设计师品牌。',
        'BCG专区展示采用再生材料、本地天然材料或减少废弃物工艺生产的产品，体现生物经济、循环经济和绿色经济理念。许多市场的买家，尤其是欧洲和日本买家，越来越重视此类产品。',
        '展会期间还举办商务洽谈、设计趋势讲座和获奖设计作品展。有意在下一届展会设展的企业，可通过本厅电子服务系统报名，本厅将根据产品质量、设计水平和出口准备情况进行遴选。',
      ),
      P(
        'ライフスタイル、インテリア、ファッションの見本市です。環境に配慮した製品を集めたBCGゾーンも設けています。',
        'STYLE Bangkokは、タイ商務省国際貿易振興局が主催する見本市で、家具、インテリア雑貨、ギフト・生活用品、ジュエリー、衣料品、ファッション雑貨など、デザイン性に優れたタイのライフスタイル製品を一堂に集めています。海外のバイヤーは、輸出経験の豊富なメーカーから若手デザイナーのブランドまで、幅広い出展者と出会えます。',
        'BCGゾーンでは、再生素材や地域の天然素材を使った製品、廃棄物を減らす工程で作られた製品を、バイオ経済・循環経済・グリーン経済の考え方に沿って紹介しています。欧州や日本をはじめ、多くの市場のバイヤーがこうした製品への関心を高めています。',
        '会期中は商談会、デザイントレンドに関するセミナー、デザイン賞受賞作品の展示も行います。次回の出展を希望する企業は、局の電子サービスからお申し込みください。製品の品質、デザイン、輸出への準備状況をもとに選考します。',
      ),
      P(
        'Een beurs voor lifestyle, woondecoratie en mode, met een BCG-zone voor milieuvriendelijke producten.',
        'STYLE Bangkok is de beurs waarop DITP goed ontworpen Thaise lifestyleproducten samenbrengt: meubels, woondecoratie, geschenken en huishoudartikelen, sieraden, kleding en modeaccessoires. Buitenlandse kopers ontmoeten er zowel ervaren exporteurs als de merken van jonge ontwerpers.',
        'De BCG-zone toont producten van gerecyclede materialen of lokale natuurlijke materialen, of producten die met minder afval zijn gemaakt, volgens de gedachte van de biologische, circulaire en groene economie. Kopers in veel markten, vooral in Europa en Japan, vragen steeds vaker om zulke producten.',
        'Op de beurs zijn er zakelijke gesprekken, lezingen over ontwerptrends en een tentoonstelling van bekroonde ontwerpen. Bedrijven die bij de volgende editie een stand willen, melden zich aan via de e-diensten van het departement; de selectie gebeurt op productkwaliteit, ontwerp en exportgereedheid.',
      ),
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
      P(
        'กรมส่งเสริมการค้าระหว่างประเทศประกาศผลรางวัล DEmark ประจำปี ซึ่งเป็นรางวัลส่งเสริมการออกแบบผลิตภัณฑ์ไทยที่มีคุณภาพและพร้อมส่งออก',
        'คณะกรรมการซึ่งเป็นผู้เชี่ยวชาญด้านการออกแบบพิจารณาผลงานจากหลายด้าน ได้แก่ ความคิดสร้างสรรค์ ประโยชน์ใช้สอย ความงาม คุณภาพการผลิต ความปลอดภัย ความเป็นมิตรต่อสิ่งแวดล้อม และศักยภาพทางการตลาด ผลงานที่ส่งเข้าประกวดครอบคลุมเฟอร์นิเจอร์ ของตกแต่งบ้าน ของใช้ในชีวิตประจำวัน เครื่องแต่งกาย บรรจุภัณฑ์ และผลิตภัณฑ์อุตสาหกรรม',
        'ผู้ได้รับรางวัลสามารถใช้ตราสัญลักษณ์ DEmark บนสินค้าและสื่อการตลาด และมีโอกาสนำผลงานไปจัดแสดงในงานแสดงสินค้าที่กรมจัดหรือเข้าร่วมทั้งในประเทศและต่างประเทศ ซึ่งช่วยสร้างความน่าเชื่อถือให้แบรนด์ในสายตาผู้ซื้อ และเปิดโอกาสในการเจรจาธุรกิจกับผู้นำเข้าที่ให้ความสำคัญกับการออกแบบ',
        'ผู้ประกอบการที่สนใจส่งผลงานเข้าประกวดในปีถัดไป ควรเตรียมข้อมูลผลิตภัณฑ์ ภาพถ่าย และตัวอย่างสินค้า และติดตามประกาศรับสมัครทางเว็บไซต์นี้ ท่านสามารถสอบถามรายละเอียดเพิ่มเติมได้ที่สายด่วน 1169 ในวันและเวลาราชการ',
      ),
      P(
        "DITP has announced this year's DEmark winners. The award recognises well-designed Thai products that are ready for export.",
        'A panel of design experts judges each entry on creativity, function, aesthetics, manufacturing quality, safety, environmental friendliness and market potential. Entries cover furniture, home decoration, everyday products, apparel, packaging and industrial products.',
        'Winners may use the DEmark logo on their products and marketing material and have the chance to show their work at trade fairs that the department organises or takes part in, in Thailand and abroad. The award helps a brand earn the confidence of buyers and opens doors to importers who value design.',
        'Companies that want to enter next year should prepare product information, photographs and samples, and watch this website for the call for entries. For more details, call the 1169 hotline during office hours.',
      ),
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
      P(
        'สถาบันพัฒนาผู้ประกอบการการค้ายุคใหม่ (NEA) เปิดหลักสูตรการส่งออกเบื้องต้น การตลาดดิจิทัล และการใช้สิทธิประโยชน์ FTA เรียนฟรีผ่านระบบออนไลน์',
        '<h2>หลักสูตรที่เปิดรับสมัคร</h2>',
        '<ul><li>การส่งออกเบื้องต้น: ขั้นตอนการส่งออก เอกสารที่ใช้ เงื่อนไขการส่งมอบสินค้า และการชำระเงินระหว่างประเทศ</li><li>การตลาดดิจิทัล: การสร้างเนื้อหาและโฆษณาออนไลน์สำหรับผู้ซื้อต่างประเทศ และการขายผ่านแพลตฟอร์มอีคอมเมิร์ซ</li><li>การใช้สิทธิประโยชน์จากความตกลงการค้าเสรี: กฎว่าด้วยถิ่นกำเนิดสินค้า และการขอหนังสือรับรองถิ่นกำเนิดสินค้าเพื่อลดภาษีนำเข้าของประเทศคู่ค้า</li></ul>',
        'ผู้เรียนสามารถเรียนได้ตามเวลาที่สะดวก แต่ละหลักสูตรแบ่งเป็นบทเรียนสั้น ๆ พร้อมแบบฝึกหัดท้ายบท ผู้ที่เรียนครบตามเกณฑ์จะได้รับเกียรติบัตรอิเล็กทรอนิกส์ ซึ่งใช้ประกอบการสมัครเข้าร่วมกิจกรรมอื่นของกรมได้',
        'หลักสูตรเหมาะสำหรับผู้ที่เริ่มต้นส่งออก เจ้าของธุรกิจขนาดกลางและขนาดย่อม และพนักงานฝ่ายต่างประเทศ ท่านที่สนใจสามารถสมัครเรียนผ่านระบบ e-Service ของกรมส่งเสริมการค้าระหว่างประเทศ โดยใช้บัญชีผู้ใช้เดียวกับการลงทะเบียนกิจกรรมอื่นของกรม',
      ),
      P(
        'The New Economy Academy (NEA) offers free online courses on export basics, digital marketing and using FTA privileges.',
        '<h2>Courses open for enrolment</h2>',
        "<ul><li>Export basics: the export process, the documents involved, delivery terms and international payments.</li><li>Digital marketing: content and online advertising for overseas buyers, and selling on e-commerce platforms.</li><li>Using free trade agreements: rules of origin, and obtaining certificates of origin to cut the partner country's import duties.</li></ul>",
        'Learners study at their own pace. Each course is divided into short lessons with exercises at the end, and those who complete a course receive an electronic certificate, which they can use when applying for other activities of the department.',
        "The courses are meant for people starting to export, owners of small and medium-sized businesses and export staff. To enrol, use the department's e-Service with the same account you use to register for its other activities.",
      ),
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
      P(
        'ผู้ส่งออกที่สนใจลงทะเบียนผ่านระบบ e-Service ได้ถึงสิ้นเดือนนี้ เพื่อร่วมกิจกรรมเจรจาธุรกิจออนไลน์กับผู้นำเข้าจากญี่ปุ่นและเกาหลี',
        'กิจกรรมนี้เป็นการเจรจาแบบตัวต่อตัวผ่านระบบประชุมออนไลน์ กรมส่งเสริมการค้าระหว่างประเทศจะจับคู่ผู้ส่งออกกับผู้นำเข้าตามกลุ่มสินค้าและความต้องการที่ผู้นำเข้าแจ้งไว้ล่วงหน้า และแจ้งตารางนัดหมายให้ทราบก่อนวันเจรจา สำนักงานส่งเสริมการค้าในต่างประเทศในญี่ปุ่นและเกาหลีเป็นผู้คัดเลือกผู้นำเข้าที่เข้าร่วม',
        '<h2>คุณสมบัติของผู้สมัคร</h2>',
        '<ul><li>เป็นนิติบุคคลที่ผลิตหรือจำหน่ายสินค้าไทย</li><li>มีสินค้าพร้อมส่งออก และมีใบรับรองมาตรฐานที่ตลาดญี่ปุ่นหรือเกาหลีกำหนดสำหรับสินค้านั้น</li><li>มีผู้รับผิดชอบที่สื่อสารภาษาอังกฤษได้ หรือแจ้งความต้องการล่ามไว้ในใบสมัคร</li></ul>',
        'เมื่อลงทะเบียนแล้ว โปรดกรอกข้อมูลสินค้าและแนบแคตตาล็อกในระบบให้ครบ เพราะผู้นำเข้าจะใช้ข้อมูลนี้พิจารณาก่อนตอบรับนัดหมาย หลังการเจรจา สำนักงานส่งเสริมการค้าในต่างประเทศจะติดตามผลกับผู้นำเข้าให้ ท่านที่มีข้อสงสัยสามารถติดต่อสายด่วน 1169 ในวันและเวลาราชการ',
      ),
      P(
        'Interested exporters can register through the e-Service system until the end of this month, to meet importers from Japan and Korea online.',
        'The meetings are one-to-one video calls. DITP matches exporters with importers by product group and by the needs the importers have stated in advance, and sends each exporter a schedule of appointments before the meeting day. The Thai Trade Centers in Japan and Korea select the importers who take part.',
        '<h2>Who can apply</h2>',
        '<ul><li>Registered companies that make or sell Thai products.</li><li>Companies with products ready for export and holding the certificates the Japanese or Korean market requires for them.</li><li>Companies with a contact person who can work in English, or who ask for an interpreter in their application.</li></ul>',
        'After registering, complete your product details and upload your catalogue, because importers read them before accepting an appointment. After the meetings, the Thai Trade Centers follow up with the importers for you. If you have questions, call the 1169 hotline during office hours.',
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
        'ตัวเลขการส่งออกรายเดือนจัดทำจากข้อมูลการผ่านพิธีการศุลกากร และกระทรวงพาณิชย์แถลงเป็นประจำทุกเดือน กรมส่งเสริมการค้าระหว่างประเทศนำข้อมูลนี้มาวิเคราะห์ร่วมกับรายงานจากสำนักงานส่งเสริมการค้าในต่างประเทศ เพื่อปรับแผนกิจกรรมส่งเสริมการส่งออกให้สอดคล้องกับความต้องการของแต่ละตลาด',
        'กลุ่มสินค้าเกษตรและอาหารได้แรงหนุนจากความต้องการผลไม้ อาหารแปรรูป และอาหารสัตว์เลี้ยงในตลาดหลัก ขณะที่สินค้าอุตสาหกรรม เช่น เครื่องใช้ไฟฟ้า อิเล็กทรอนิกส์ และชิ้นส่วนยานยนต์ ยังคงเป็นส่วนสำคัญของมูลค่าการส่งออกไทย',
        '<h2>ปัจจัยที่ผู้ส่งออกควรติดตาม</h2>',
        '<ul><li>อัตราแลกเปลี่ยนและต้นทุนค่าขนส่งทางเรือ</li><li>มาตรการทางการค้าและกฎระเบียบใหม่ของประเทศคู่ค้า</li><li>ความต้องการของผู้บริโภคในตลาดหลักที่เปลี่ยนแปลงไป</li></ul>',
        'ท่านสามารถดูสถิติการค้าและรายงานสถานการณ์ตลาดรายประเทศได้ในหมวดองค์ความรู้บนเว็บไซต์นี้ และใช้ข้อมูลประกอบการวางแผนการผลิตและการตลาดของธุรกิจ',
      ),
      P(
        'Exports of agricultural, food and industrial products keep growing; the US, China and ASEAN are the strongest markets.',
        'The monthly export figures are compiled from customs clearance data and announced by the Ministry of Commerce every month. DITP analyses them together with reports from the Thai Trade Centers abroad and adjusts its export promotion activities to what each market needs.',
        'Agricultural and food exports are supported by demand for fruit, processed food and pet food in the main markets, while industrial goods such as electrical appliances, electronics and auto parts remain a large share of the value of Thai exports.',
        '<h2>What exporters should watch</h2>',
        '<ul><li>Exchange rates and sea freight costs.</li><li>New trade measures and regulations in partner countries.</li><li>Changing consumer demand in the main markets.</li></ul>',
        'Trade statistics and country market reports are available in the Knowledge section of this website, to help you plan production and marketing.',
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
      P(
        'เรียนรู้การเปิดร้านค้าออนไลน์ การตั้งราคาส่งออก และการจัดการโลจิสติกส์ สำหรับผู้ประกอบการที่ต้องการขายสินค้าไทยให้ผู้ซื้อในต่างประเทศผ่านแพลตฟอร์มอีคอมเมิร์ซข้ามพรมแดน',
        '<h2>เนื้อหาการอบรม</h2>',
        '<ul><li>การเลือกแพลตฟอร์มให้เหมาะกับสินค้าและประเทศเป้าหมาย และการเตรียมข้อมูลร้านค้า</li><li>การถ่ายภาพและเขียนรายละเอียดสินค้าให้ผู้ซื้อต่างประเทศเข้าใจ</li><li>การคำนวณราคาส่งออกที่รวมค่าธรรมเนียม ค่าขนส่ง ภาษี และต้นทุนการคืนสินค้า</li><li>การเลือกรูปแบบการขนส่ง การใช้คลังสินค้าในต่างประเทศ และการจัดการคำสั่งซื้อ</li></ul>',
        'การอบรมประกอบด้วยการบรรยายและการฝึกปฏิบัติ โดยวิทยากรที่มีประสบการณ์ด้านการค้าออนไลน์ระหว่างประเทศ ผู้เข้าอบรมควรมีสินค้าที่พร้อมจำหน่าย และทราบข้อกำหนดเบื้องต้นของตลาดเป้าหมาย เช่น ฉลากและใบอนุญาตที่จำเป็น',
        'จำนวนผู้เข้าอบรมมีจำกัด ท่านที่สนใจสามารถสมัครผ่านระบบ e-Service ของกรมส่งเสริมการค้าระหว่างประเทศ ซึ่งแสดงวันเวลาและเงื่อนไขการสมัคร และจะได้รับการยืนยันทางระบบก่อนวันอบรม',
      ),
      P(
        'Learn how to open an online store, set export prices and manage logistics, if you want to sell Thai products to overseas buyers on cross-border e-commerce platforms.',
        '<h2>What the training covers</h2>',
        '<ul><li>Choosing a platform that suits your product and target country, and preparing your shop details.</li><li>Photographing products and writing descriptions that overseas buyers understand.</li><li>Working out an export price that includes fees, shipping, taxes and the cost of returns.</li><li>Choosing how to ship, using warehouses abroad and handling orders.</li></ul>',
        'The training combines talks and hands-on exercises led by trainers experienced in international online trade. Participants should have products ready to sell and know the basic requirements of their target market, such as the labels and licences needed.',
        "Places are limited. To apply, use the department's e-Service, which shows the dates and conditions; you will receive a confirmation through the system before the training day.",
      ),
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
        'แผนการจัดซื้อจัดจ้างแสดงรายการโครงการที่กรมคาดว่าจะจัดซื้อจัดจ้างในปีงบประมาณ พร้อมวงเงินงบประมาณโดยประมาณ วิธีการจัดซื้อจัดจ้าง และช่วงเวลาที่คาดว่าจะประกาศ เพื่อให้ผู้ประกอบการทราบล่วงหน้าและเตรียมตัวเข้าร่วมเสนอราคาได้อย่างเท่าเทียมกัน',
        '<h2>ประเภทงานในแผน</h2>',
        '<ul><li>งานจ้างจัดงานแสดงสินค้าและกิจกรรมส่งเสริมการค้าในประเทศและต่างประเทศ</li><li>งานจ้างผลิตสื่อประชาสัมพันธ์และการตลาดออนไลน์</li><li>งานจ้างบำรุงรักษาและพัฒนาระบบเทคโนโลยีสารสนเทศ</li><li>งานซื้อวัสดุและครุภัณฑ์สำนักงาน และงานเช่าที่ใช้ในการปฏิบัติราชการ</li></ul>',
        'แผนนี้อาจปรับปรุงระหว่างปีตามงบประมาณที่ได้รับจัดสรรจริง ประกาศเชิญชวนของแต่ละโครงการจะเผยแพร่ในระบบการจัดซื้อจัดจ้างภาครัฐ (e-GP) และบนเว็บไซต์นี้ ผู้ประกอบการควรติดตามประกาศ และตรวจสอบคุณสมบัติของผู้ยื่นข้อเสนอที่กำหนดไว้ในแต่ละโครงการ',
        'ท่านที่มีข้อสงสัยเกี่ยวกับแผนการจัดซื้อจัดจ้าง สามารถสอบถามได้ที่สายด่วน 1169 ในวันและเวลาราชการ',
      ),
      P(
        'DITP publishes its annual procurement plan under the Government Procurement and Supplies Management Act B.E. 2560 (2017).',
        'The plan lists the projects the department expects to procure during the fiscal year, with the estimated budget, the procurement method and the period in which each invitation is expected, so that businesses know in advance and can prepare to bid on an equal footing.',
        '<h2>What the plan covers</h2>',
        "<ul><li>Organising trade fairs and trade promotion activities in Thailand and abroad.</li><li>Producing publicity material and online marketing.</li><li>Maintaining and developing information technology systems.</li><li>Office supplies and equipment, and rentals needed for the department's work.</li></ul>",
        'The plan may be updated during the year to match the budget actually allocated. The invitation for each project is published on the government e-GP system and on this website. Businesses should follow the announcements and check the bidder qualifications set for each project.',
        'For questions about the procurement plan, call the 1169 hotline during office hours.',
      ),
      P(
        '依照2017年政府采购法公布年度采购计划。',
        '采购计划列出泰国商务部国际贸易促进厅预计在本财年开展的采购项目，以及各项目的预算估算、采购方式和预计发布公告的时间，使企业能够提前了解并在平等条件下准备投标。',
        '<h2>计划涵盖的项目类型</h2>',
        '<ul><li>在国内外举办展会和贸易促进活动；</li><li>制作宣传材料和网络营销；</li><li>信息技术系统的维护和开发；</li><li>办公用品、办公设备以及公务所需的租赁。</li></ul>',
        '本计划可能在年内根据实际拨付的预算进行调整。各项目的招标公告将在政府电子采购系统（e-GP）和本网站发布。企业应关注公告，并核实各项目规定的投标人资格条件。',
        '如对采购计划有疑问，请在办公时间拨打1169热线咨询。',
      ),
      P(
        '政府調達法に基づき年間調達計画を公表します。',
        '調達計画には、タイ商務省国際貿易振興局が今年度に予定している調達案件について、概算予算、調達方法、公告予定時期を掲載しています。事業者が事前に把握し、公平な条件で入札の準備ができるようにするためです。',
        '<h2>計画に含まれる主な案件</h2>',
        '<ul><li>国内外での見本市や貿易振興事業の運営</li><li>広報媒体の制作とオンラインマーケティング</li><li>情報システムの保守・開発</li><li>事務用品・備品の購入と、業務に必要な賃借</li></ul>',
        '本計画は、実際に配分された予算に応じて年度途中で見直すことがあります。各案件の公告は政府電子調達システム（e-GP）と本サイトに掲載します。事業者の皆様は、公告とあわせて、案件ごとに定める入札参加資格をご確認ください。',
        '調達計画に関するご質問は、業務時間内に1169ホットラインへお問い合わせください。',
      ),
      P(
        'Jaarlijks inkoopplan volgens de Thaise aanbestedingswet van 2017.',
        'Het plan vermeldt de projecten die het departement dit begrotingsjaar verwacht aan te besteden, met het geraamde budget, de aanbestedingsprocedure en de periode waarin de aankondiging naar verwachting verschijnt. Zo weten ondernemers het vooraf en kunnen zij zich op gelijke voet voorbereiden.',
        '<h2>Wat het plan omvat</h2>',
        '<ul><li>de organisatie van beurzen en handelsbevorderende activiteiten in Thailand en daarbuiten;</li><li>de productie van voorlichtingsmateriaal en online marketing;</li><li>onderhoud en ontwikkeling van informatiesystemen;</li><li>kantoorbenodigdheden, kantoorinrichting en huur voor de dienst.</li></ul>',
        'Het plan kan in de loop van het jaar worden bijgesteld op basis van het werkelijk toegekende budget. De aankondiging van elk project verschijnt in het e-GP-systeem van de overheid en op deze website. Volg de aankondigingen en controleer de eisen die per project aan inschrijvers worden gesteld.',
        'Met vragen over het inkoopplan kunt u tijdens kantooruren de hotline 1169 bellen.',
      ),
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
      P(
        'ผู้สนใจสามารถดาวน์โหลดเอกสารประกวดราคาได้ที่ระบบการจัดซื้อจัดจ้างภาครัฐ (e-GP) และยื่นข้อเสนอผ่านระบบดังกล่าวภายในวันและเวลาที่กำหนดในประกาศ',
        'ขอบเขตงานประกอบด้วยการออกแบบคูหาประเทศไทยให้สื่อถึงภาพลักษณ์ของสินค้าไทย การก่อสร้างและตกแต่งคูหา การจัดหาเฟอร์นิเจอร์ ระบบไฟฟ้าและแสงสว่าง การขนส่งวัสดุ และการรื้อถอนเมื่อสิ้นสุดงาน โดยต้องปฏิบัติตามข้อกำหนดด้านความปลอดภัยและระเบียบของผู้จัดงานในแต่ละประเทศ',
        '<h2>คุณสมบัติของผู้ยื่นข้อเสนอ</h2>',
        '<ul><li>เป็นนิติบุคคลที่มีอาชีพรับจ้างงานตามที่ประกวดราคา</li><li>ไม่เป็นผู้ถูกระบุชื่อไว้ในบัญชีรายชื่อผู้ทิ้งงานของทางราชการ</li><li>มีผลงานออกแบบและก่อสร้างคูหาหรือนิทรรศการในต่างประเทศตามที่กำหนดในเอกสารประกวดราคา</li><li>ลงทะเบียนในระบบการจัดซื้อจัดจ้างภาครัฐ (e-GP) แล้ว</li></ul>',
        'ผู้ยื่นข้อเสนอควรอ่านเอกสารประกวดราคาและขอบเขตของงานโดยละเอียด หากมีข้อสงสัยให้สอบถามภายในระยะเวลาที่กำหนดในประกาศ กรมส่งเสริมการค้าระหว่างประเทศจะพิจารณาข้อเสนอตามหลักเกณฑ์ที่ระบุไว้ในเอกสารประกวดราคา และประกาศผลผ่านระบบ e-GP และเว็บไซต์นี้',
      ),
      P(
        'Bid documents are available on the government e-GP system. Bids are submitted through the same system by the date and time set in the invitation.',
        "The work covers designing a Thailand pavilion that conveys the image of Thai products, building and fitting out the pavilion, supplying furniture, power and lighting, transporting materials and dismantling everything after the fair, in line with the safety requirements and rules of each fair's organiser.",
        '<h2>Who may bid</h2>',
        "<ul><li>Legal entities whose business is the kind of work being tendered.</li><li>Bidders not on the government's list of debarred contractors.</li><li>Bidders with past work designing and building pavilions or exhibitions abroad, as set out in the bid documents.</li><li>Bidders registered on the e-GP system.</li></ul>",
        'Bidders should read the bid documents and the scope of work carefully and send any questions within the period stated in the invitation. DITP will evaluate the bids against the criteria set out in the bid documents and announce the result on the e-GP system and on this website.',
      ),
      P(
        '招标文件可在政府电子采购系统下载。投标人须在公告规定的日期和时间前通过该系统提交投标文件。',
        '工作范围包括：设计体现泰国产品形象的泰国馆，展位搭建与装修，提供家具、电力和照明，运输材料，以及展会结束后的拆除。所有工作须符合各国展会主办方的安全要求和相关规定。',
        '<h2>投标人资格</h2>',
        '<ul><li>以所招标工作为经营范围的法人；</li><li>未被列入政府不良承包商名单；</li><li>具有招标文件所要求的海外展位或展览设计与搭建业绩；</li><li>已在政府电子采购系统（e-GP）注册。</li></ul>',
        '投标人应仔细阅读招标文件和工作范围说明，如有疑问，须在公告规定的期限内提出。泰国商务部国际贸易促进厅将按照招标文件所列标准评审投标，并在e-GP系统和本网站公布结果。',
      ),
      P(
        '入札書類は政府電子調達システムから入手できます。入札は、公告に定める日時までに同システムを通じて提出してください。',
        '業務内容は、タイ製品のイメージを伝えるタイ館の設計、ブースの施工と内装、家具・電源・照明の手配、資材の輸送、会期終了後の撤去です。いずれも各国の主催者が定める安全要件と規則に従う必要があります。',
        '<h2>入札参加資格</h2>',
        '<ul><li>入札対象の業務を営む法人であること</li><li>政府の指名停止業者名簿に記載されていないこと</li><li>入札書類に定める海外でのブース・展示の設計・施工実績があること</li><li>政府電子調達システム（e-GP）に登録済みであること</li></ul>',
        '入札者は入札書類と業務仕様を十分にお読みいただき、ご質問は公告に定める期間内にお寄せください。タイ商務省国際貿易振興局は、入札書類に示した基準に基づいて審査し、結果をe-GPシステムと本サイトで公表します。',
      ),
      P(
        'De aanbestedingsdocumenten staan in het e-GP-systeem van de overheid. Inschrijvingen worden via hetzelfde systeem ingediend vóór de datum en het tijdstip in de aankondiging.',
        'De opdracht omvat het ontwerp van een Thailand-paviljoen dat het imago van Thaise producten uitdraagt, de bouw en inrichting van de stand, meubilair, stroom en verlichting, het vervoer van materialen en de afbraak na afloop, volgens de veiligheidseisen en regels van de organisator van elke beurs.',
        '<h2>Wie mag inschrijven</h2>',
        '<ul><li>rechtspersonen die het aanbestede soort werk als bedrijf uitoefenen;</li><li>inschrijvers die niet op de overheidslijst van uitgesloten opdrachtnemers staan;</li><li>inschrijvers met ervaring in het ontwerpen en bouwen van paviljoens of tentoonstellingen in het buitenland, zoals de documenten vereisen;</li><li>inschrijvers die in het e-GP-systeem zijn geregistreerd.</li></ul>',
        'Lees de aanbestedingsdocumenten en de omschrijving van de opdracht zorgvuldig en stel eventuele vragen binnen de termijn in de aankondiging. DITP beoordeelt de inschrijvingen aan de hand van de criteria in de documenten en maakt de uitslag bekend in het e-GP-systeem en op deze website.',
      ),
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
      P(
        'คณะกรรมการพิจารณาผลได้คัดเลือกผู้เสนอราคาที่ถูกต้องตามเงื่อนไขและเสนอราคาต่ำสุด',
        'งานจ้างนี้ครอบคลุมการผลิตวิดีโอสั้น ภาพกราฟิก และบทความ สำหรับเผยแพร่ทางเว็บไซต์และสื่อสังคมออนไลน์ของกรมส่งเสริมการค้าระหว่างประเทศ เพื่อประชาสัมพันธ์สินค้าและบริการของไทยและกิจกรรมส่งเสริมการส่งออกต่อผู้ซื้อในต่างประเทศ',
        'ชื่อผู้ชนะการเสนอราคา ราคาที่ตกลงจ้าง และเหตุผลในการคัดเลือก ปรากฏในประกาศผู้ชนะการเสนอราคาในระบบการจัดซื้อจัดจ้างภาครัฐ (e-GP) ซึ่งผู้สนใจสามารถตรวจสอบได้',
        'ผู้เสนอราคาที่เห็นว่าการพิจารณาไม่ถูกต้องมีสิทธิอุทธรณ์ภายในเจ็ดวันทำการนับแต่วันประกาศผล ตามพระราชบัญญัติการจัดซื้อจัดจ้างและการบริหารพัสดุภาครัฐ พ.ศ. 2560 กรมจะลงนามในสัญญาเมื่อพ้นระยะเวลาอุทธรณ์แล้ว ผู้ประกอบการที่สนใจงานลักษณะเดียวกันสามารถติดตามแผนการจัดซื้อจัดจ้างและประกาศของกรมได้บนเว็บไซต์นี้',
      ),
      P(
        'The committee selected the compliant bidder with the lowest price.',
        "The contract covers producing short videos, graphics and articles for the department's website and social media, to promote Thai goods and services and DITP's export promotion activities to overseas buyers.",
        'The name of the winning bidder, the contract price and the reasons for the selection are given in the award announcement on the government e-GP system, where anyone can check them.',
        "A bidder who believes the evaluation was wrong may appeal within seven working days of the announcement, under the Government Procurement and Supplies Management Act B.E. 2560 (2017). The department will sign the contract once the appeal period has passed. Businesses interested in similar work can follow the department's procurement plan and announcements on this website.",
      ),
      P(
        '评审委员会选定符合条件且报价最低的投标人。',
        '本项目内容包括制作短视频、图片和文章，在泰国商务部国际贸易促进厅网站和社交媒体上发布，向海外买家宣传泰国商品和服务以及出口促进活动。',
        '中标人名称、合同价格和选定理由已在政府电子采购系统（e-GP）的中标公告中公布，公众可随时查阅。',
        '投标人如认为评审结果有误，可依照2017年《政府采购与物资管理法》，在结果公布之日起七个工作日内提出申诉。本厅将在申诉期届满后签订合同。对同类项目感兴趣的企业，可在本网站关注本厅的采购计划和招标公告。',
      ),
      P(
        '条件を満たし最低価格を提示した入札者を選定しました。',
        '本業務は、タイ商務省国際貿易振興局のウェブサイトとソーシャルメディアで発信する短編動画、画像、記事の制作で、海外のバイヤーに向けてタイの商品・サービスと輸出振興事業を紹介するものです。',
        '落札者名、契約金額、選定理由は、政府電子調達システム（e-GP）の落札者公告に掲載しており、どなたでもご確認いただけます。',
        '審査結果に異議のある入札者は、2017年政府調達・物品管理法に基づき、公告日から7営業日以内に異議を申し立てることができます。当局は異議申立期間の経過後に契約を締結します。同種の案件に関心のある事業者の皆様は、本サイトで調達計画と公告をご確認ください。',
      ),
      P(
        'De commissie koos de conforme inschrijver met de laagste prijs.',
        'De opdracht omvat korte video’s, afbeeldingen en artikelen voor de website en sociale media van het departement, om Thaise goederen en diensten en de exportbevorderende activiteiten onder de aandacht van buitenlandse kopers te brengen.',
        'De naam van de winnende inschrijver, de contractprijs en de redenen voor de keuze staan in de gunningsbekendmaking in het e-GP-systeem van de overheid, waar iedereen ze kan inzien.',
        'Een inschrijver die vindt dat de beoordeling niet juist is, kan binnen zeven werkdagen na de bekendmaking in beroep gaan, op grond van de Thaise aanbestedingswet van 2017. Het departement ondertekent het contract pas als de beroepstermijn is verstreken. Ondernemers die belangstelling hebben voor vergelijkbare opdrachten, vinden het inkoopplan en de aankondigingen van het departement op deze website.',
      ),
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
      P(
        'เผยแพร่ราคากลางและที่มาของราคากลางตามแบบ บก.06 สำหรับงานจ้างบำรุงรักษาระบบเครือข่ายคอมพิวเตอร์ของกรมส่งเสริมการค้าระหว่างประเทศ',
        'ราคากลางเป็นราคาอ้างอิงที่หน่วยงานใช้ประกอบการพิจารณาราคาที่ผู้ยื่นข้อเสนอเสนอ โดยกำหนดจากแหล่งที่มาตามที่กฎหมายว่าด้วยการจัดซื้อจัดจ้างและการบริหารพัสดุภาครัฐกำหนด เช่น ราคาที่ได้จากการสืบราคาจากท้องตลาด หรือราคาที่เคยจัดซื้อจัดจ้างครั้งหลังสุด',
        '<h2>ขอบเขตงานโดยสรุป</h2>',
        '<ul><li>ตรวจสอบและบำรุงรักษาอุปกรณ์เครือข่าย เช่น อุปกรณ์สลับสัญญาณ อุปกรณ์จัดเส้นทาง และอุปกรณ์กระจายสัญญาณไร้สาย ตามรอบที่กำหนด</li><li>แก้ไขเมื่อระบบขัดข้องภายในระยะเวลาที่กำหนดในสัญญา</li><li>จัดทำรายงานผลการบำรุงรักษาและสถานะของระบบเป็นประจำ</li></ul>',
        'ตาราง บก.06 แสดงชื่อโครงการ หน่วยงานเจ้าของโครงการ วงเงินงบประมาณ วันที่กำหนดราคากลาง ราคากลาง แหล่งที่มาของราคากลาง และผู้รับผิดชอบการกำหนดราคากลาง ผู้สนใจสามารถดูรายละเอียดได้จากเอกสารประกาศในระบบการจัดซื้อจัดจ้างภาครัฐ (e-GP)',
        'การเผยแพร่ราคากลางช่วยให้ประชาชนตรวจสอบการใช้งบประมาณได้ และช่วยให้ผู้ประกอบการประเมินความเหมาะสมของข้อเสนอของตนก่อนยื่น',
      ),
      P(
        'The reference price and its sources are published on form Bor.Kor.06, for the maintenance contract for the computer network of the Department of International Trade Promotion.',
        'The reference price is the benchmark an agency uses when it evaluates the prices offered by bidders. It is set from the sources the public procurement law provides for, such as prices obtained from a market survey or the price paid the last time the same work was procured.',
        '<h2>Scope of work in brief</h2>',
        '<ul><li>Inspecting and maintaining network equipment, such as switches, routers and wireless access points, on a set schedule.</li><li>Fixing faults within the time set in the contract.</li><li>Reporting regularly on the maintenance done and the state of the system.</li></ul>',
        'The Bor.Kor.06 table shows the project name, the agency, the budget, the date the reference price was set, the reference price, its sources and who was responsible for setting it. Details are in the announcement documents on the government e-GP system.',
        'Publishing the reference price lets the public check how the budget is spent, and helps businesses judge whether their own offer is reasonable before they bid.',
      ),
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
      P(
        'กรมส่งเสริมการค้าระหว่างประเทศขอยกเลิกประกาศประกวดราคาจ้างเช่าพื้นที่จัดแสดงสินค้า เนื่องจากมีการเปลี่ยนแปลงรายละเอียดงาน จะประกาศใหม่ภายหลัง',
        'การเปลี่ยนแปลงดังกล่าวเกี่ยวข้องกับขนาดพื้นที่และระยะเวลาการจัดแสดงที่ต้องการ ซึ่งทำให้ขอบเขตของงานและราคากลางเดิมไม่เหมาะสมอีกต่อไป การยกเลิกครั้งนี้ดำเนินการตามกฎหมายว่าด้วยการจัดซื้อจัดจ้างและการบริหารพัสดุภาครัฐ',
        'ข้อเสนอที่ยื่นไว้ตามประกาศเดิมจะไม่นำมาพิจารณา และผู้ที่ดาวน์โหลดเอกสารไว้แล้วไม่ต้องดำเนินการใดเพิ่มเติม เมื่อกรมประกาศเชิญชวนใหม่ ผู้สนใจต้องยื่นข้อเสนอใหม่ตามเงื่อนไขของประกาศครั้งใหม่ทั้งหมด',
        'ประกาศเชิญชวนครั้งใหม่จะเผยแพร่ในระบบการจัดซื้อจัดจ้างภาครัฐ (e-GP) และบนเว็บไซต์นี้ หากมีข้อสงสัย โปรดติดต่อสายด่วน 1169 ในวันและเวลาราชการ',
      ),
      P(
        'DITP cancels its invitation to bid for the rental of exhibition space. The scope of work changed; a new invitation will follow.',
        'The change concerns the size of the space and the length of the exhibition, which mean that the original scope of work and reference price are no longer suitable. The cancellation is made under the public procurement law.',
        'Bids submitted under the cancelled invitation will not be considered, and those who have downloaded the documents need take no further action. When the new invitation is published, anyone interested must submit a new bid under its conditions.',
        'The new invitation will be published on the government e-GP system and on this website. If you have questions, call the 1169 hotline during office hours.',
      ),
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
      P(
        'สรุปผลการจัดซื้อจัดจ้างประจำเดือน (แบบ สขร.1) รายการจัดซื้อวัสดุสำนักงานโดยวิธีเฉพาะเจาะจงของกรมส่งเสริมการค้าระหว่างประเทศ',
        'วิธีเฉพาะเจาะจงเป็นวิธีที่หน่วยงานเชิญผู้ประกอบการที่มีคุณสมบัติตรงตามเงื่อนไขรายใดรายหนึ่งให้ยื่นข้อเสนอ ใช้ได้เฉพาะกรณีที่กฎหมายกำหนด เช่น การจัดซื้อจัดจ้างที่มีวงเงินไม่เกินที่กฎกระทรวงกำหนด',
        '<h2>ข้อมูลในแบบ สขร.1</h2>',
        '<ul><li>งานที่จัดซื้อหรือจัดจ้าง และวงเงินงบประมาณ</li><li>ราคากลาง และวิธีซื้อหรือจ้าง</li><li>รายชื่อผู้เสนอราคาและราคาที่เสนอ</li><li>ผู้ได้รับการคัดเลือก ราคาที่ตกลง และเหตุผลที่คัดเลือก</li><li>เลขที่และวันที่ของสัญญาหรือข้อตกลงในการซื้อหรือจ้าง</li></ul>',
        'การเผยแพร่สรุปผลเป็นรายเดือนเป็นไปตามพระราชบัญญัติข้อมูลข่าวสารของราชการ พ.ศ. 2540 เพื่อให้ประชาชนตรวจสอบการใช้จ่ายงบประมาณของหน่วยงานได้',
        'ท่านสามารถดูสรุปผลของเดือนก่อนหน้าได้ในหน้าศูนย์ข้อมูลข่าวสารของราชการของกรม หรือสอบถามเพิ่มเติมได้ที่สายด่วน 1169 ในวันและเวลาราชการ',
      ),
      P(
        'Monthly procurement summary (form Sor.Kor.Ror.1): office supplies bought by the department by the specific method.',
        'Under the specific method, an agency invites one qualified supplier to make an offer. It may be used only where the law allows, for example for purchases below the value set by ministerial regulation.',
        '<h2>What form Sor.Kor.Ror.1 shows</h2>',
        '<ul><li>The goods or work procured and the budget.</li><li>The reference price and the procurement method.</li><li>The bidders and the prices they offered.</li><li>The supplier selected, the agreed price and the reason for the choice.</li><li>The number and date of the contract or purchase order.</li></ul>',
        'The monthly summary is published under the Official Information Act B.E. 2540 (1997) so that the public can check how the agency spends its budget.',
        "Earlier months' summaries are on the department's official information centre page; for questions, call the 1169 hotline during office hours.",
      ),
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
      P(
        'กรมส่งเสริมการค้าระหว่างประเทศประสงค์จะจ้างที่ปรึกษาศึกษาตลาดสินค้าเกษตรแปรรูปในยุโรป ที่ปรึกษาต้องมีประสบการณ์ศึกษาตลาดต่างประเทศไม่น้อยกว่า 5 ปี',
        'การศึกษามีวัตถุประสงค์เพื่อวิเคราะห์ความต้องการ ช่องทางจำหน่าย กฎระเบียบการนำเข้า และคู่แข่งของสินค้าเกษตรแปรรูปไทย เช่น ผลไม้แปรรูป ข้าวและผลิตภัณฑ์จากข้าว และเครื่องปรุงรส ในตลาดสหภาพยุโรป เพื่อนำผลไปใช้วางแผนกิจกรรมส่งเสริมการส่งออก',
        '<h2>ผลงานที่ต้องส่งมอบ</h2>',
        '<ul><li>รายงานขั้นต้น แสดงแผนการศึกษาและวิธีการเก็บข้อมูล</li><li>รายงานความก้าวหน้า แสดงผลการวิเคราะห์ตลาดรายประเทศ</li><li>รายงานฉบับสมบูรณ์ พร้อมข้อเสนอแนะเชิงกลยุทธ์และบทสรุปสำหรับผู้บริหาร</li></ul>',
        'ผู้สนใจต้องยื่นข้อเสนอด้านเทคนิคและข้อเสนอด้านราคาแยกกันผ่านระบบการจัดซื้อจัดจ้างภาครัฐ (e-GP) ภายในวันปิดรับข้อเสนอที่ระบุในประกาศ คณะกรรมการจะพิจารณาคุณภาพของข้อเสนอด้านเทคนิค ประสบการณ์ของที่ปรึกษาและบุคลากรหลัก ประกอบกับราคาที่เสนอ',
        'ที่ปรึกษาต้องขึ้นทะเบียนในระบบข้อมูลศูนย์ที่ปรึกษาไทย และต้องไม่มีผลประโยชน์ร่วมกันกับผู้ยื่นข้อเสนอรายอื่น รายละเอียดทั้งหมดอยู่ในเอกสารประกาศในระบบ e-GP',
      ),
      P(
        'DITP intends to hire a consultant for a market study of processed agricultural products in Europe. Consultants need at least five years of experience in overseas market studies.',
        'The study will analyse demand, distribution channels, import rules and competitors for Thai processed agricultural products, such as processed fruit, rice and rice products and seasonings, in the European Union, so that the department can plan its export promotion activities.',
        '<h2>Deliverables</h2>',
        '<ul><li>An inception report setting out the study plan and data collection methods.</li><li>A progress report with the market analysis country by country.</li><li>A final report with strategic recommendations and an executive summary.</li></ul>',
        'Technical and financial proposals must be submitted separately through the government e-GP system by the closing date in the announcement. The committee will weigh the quality of the technical proposal and the experience of the consultant and key staff together with the price.',
        'Consultants must be registered with the Thai Consultant Database Center and must have no joint interest with other bidders. Full details are in the announcement documents on the e-GP system.',
      ),
    ),
  },
  {
    key: 'vehicle',
    date: 28,
    local: { th: { procurement_method: 'เช่า' }, en: { procurement_method: 'Rental' } },
    title: T('ประกาศเช่ารถยนต์ส่วนกลางพร้อมพนักงานขับรถ', 'Rental of pool vehicles with drivers'),
    html: T(
      P(
        'กรมส่งเสริมการค้าระหว่างประเทศประกาศเช่ารถยนต์ส่วนกลางพร้อมพนักงานขับรถ เพื่อใช้ในภารกิจของกรม ระยะเวลาเช่า 48 เดือน',
        'ผู้ให้เช่าต้องจัดหารถยนต์ที่อยู่ในสภาพดี จดทะเบียนถูกต้อง มีประกันภัยตามที่กำหนด และรับผิดชอบการบำรุงรักษาตามระยะตลอดอายุสัญญา รวมถึงจัดหารถทดแทนเมื่อรถคันใดต้องเข้าซ่อม',
        'พนักงานขับรถต้องมีใบอนุญาตขับรถที่ถูกต้องและมีประสบการณ์ขับรถ ผู้ให้เช่าต้องจัดพนักงานสำรองเมื่อพนักงานประจำลาหรือไม่สามารถปฏิบัติงานได้ และต้องดูแลให้พนักงานปฏิบัติตามกฎจราจรและระเบียบของกรม',
        'รายละเอียดจำนวนและประเภทรถ ขอบเขตของงาน และเงื่อนไขการชำระค่าเช่า ปรากฏในเอกสารประกาศในระบบการจัดซื้อจัดจ้างภาครัฐ (e-GP) ผู้สนใจควรตรวจสอบคุณสมบัติและยื่นข้อเสนอภายในเวลาที่กำหนด หากมีข้อสงสัยโปรดติดต่อสายด่วน 1169 ในวันและเวลาราชการ',
      ),
      P(
        'DITP is renting pool vehicles with drivers for its official work. Rental period: 48 months.',
        'The lessor must supply vehicles in good condition, properly registered and insured as specified, and is responsible for scheduled maintenance throughout the contract, including providing a replacement vehicle whenever one is being repaired.',
        "Drivers must hold a valid driving licence and have driving experience. The lessor must provide relief drivers when a regular driver is on leave or unable to work, and make sure drivers follow the traffic rules and the department's regulations.",
        'The number and type of vehicles, the scope of work and the payment terms are set out in the announcement documents on the government e-GP system. Interested companies should check the qualifications and submit their bids on time; for questions, call the 1169 hotline during office hours.',
      ),
    ),
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
      P(
        'ฉลากภาษาญี่ปุ่นต้องระบุชื่อสินค้า ส่วนประกอบ สารก่อภูมิแพ้ 8 ชนิดที่บังคับ วันหมดอายุ และผู้นำเข้า',
        'อาหารที่นำเข้าไปจำหน่ายในญี่ปุ่นต้องแสดงฉลากตามกฎหมายว่าด้วยการแสดงฉลากอาหารของญี่ปุ่น ข้อมูลต้องเป็นภาษาญี่ปุ่นและอ่านได้ชัดเจน โดยทั่วไปผู้นำเข้าในญี่ปุ่นเป็นผู้รับผิดชอบความถูกต้องของฉลาก แต่ผู้ผลิตไทยต้องส่งข้อมูลส่วนประกอบและกระบวนการผลิตที่ครบถ้วนและถูกต้องให้ผู้นำเข้า',
        '<h2>สารก่อภูมิแพ้ที่ต้องแสดง</h2>',
        'สารก่อภูมิแพ้ 8 ชนิดที่บังคับ ได้แก่ กุ้ง ปู วอลนัต ข้าวสาลี บักวีต ไข่ นม และถั่วลิสง นอกจากนี้ยังมีรายการที่แนะนำให้แสดง เช่น ถั่วเหลือง งา และเนื้อสัตว์บางชนิด ผู้ผลิตควรแจ้งแม้มีปริมาณน้อย และควรแจ้งด้วยหากสายการผลิตเดียวกันใช้วัตถุดิบเหล่านี้',
        'ส่วนประกอบต้องเรียงตามน้ำหนักจากมากไปน้อย วัตถุเจือปนอาหารต้องแสดงแยกจากวัตถุดิบ และต้องระบุวันหมดอายุในรูปแบบที่กำหนด คือวันควรบริโภคก่อนสำหรับอาหารที่เก็บได้นาน หรือวันหมดอายุสำหรับอาหารที่เสื่อมเสียเร็ว ก่อนผลิตบรรจุภัณฑ์จริง ควรส่งแบบฉลากให้ผู้นำเข้าตรวจสอบ และท่านสามารถขอคำปรึกษาได้จากสำนักงานส่งเสริมการค้าในต่างประเทศในญี่ปุ่น',
      ),
      P(
        'Japanese labels must show the product name, ingredients, the eight mandatory allergens, the best-before date and the importer.',
        "Food imported for sale in Japan must be labelled under Japan's food labelling law, in Japanese and legibly. The importer in Japan is usually responsible for the label being correct, but the Thai manufacturer must give the importer complete and accurate information on ingredients and production.",
        '<h2>Allergens that must be declared</h2>',
        'The eight mandatory allergens are shrimp, crab, walnut, wheat, buckwheat, egg, milk and peanut. A further list is recommended for declaration, including soybean, sesame and some meats. Manufacturers should declare them even in small amounts, and say so if the same production line handles them.',
        'Ingredients are listed by weight in descending order, additives are listed separately from the other ingredients, and the date must be given in the prescribed form: a best-before date for foods that keep, or a use-by date for perishable foods. Send the label design to your importer to check before printing packaging, and ask the Thai Trade Centers in Japan for advice if needed.',
      ),
      P(
        '日文标签须标明品名、配料、八种强制过敏原、保质期和进口商。',
        '在日本销售的进口食品须依照日本《食品标示法》加贴标签，内容须使用日文并清晰易读。标签是否正确通常由日本进口商负责，但泰国生产商必须向进口商提供完整、准确的配料和生产工艺信息。',
        '<h2>须标示的过敏原</h2>',
        '八种强制标示的过敏原为虾、蟹、核桃、小麦、荞麦、鸡蛋、牛奶和花生。此外还有一批建议标示的过敏原，如大豆、芝麻和部分肉类。即使含量很少也应申报；如同一生产线加工这些原料，也应告知进口商。',
        '配料须按重量由多到少排列，食品添加剂须与其他配料分开标示，日期须按规定形式标注：耐储存食品标注赏味期限，易腐食品标注消费期限。印制包装前，请先将标签样稿交进口商确认；如需帮助，可咨询设在日本的泰国贸易中心。',
      ),
      P(
        '日本語表示には名称、原材料、特定原材料8品目、賞味期限、輸入者の記載が必要です。',
        '日本で販売する輸入食品には、食品表示法に基づく日本語の表示が必要で、読みやすく記載しなければなりません。表示内容の責任は通常、日本の輸入者が負いますが、タイの製造者は原材料と製造工程について、正確で漏れのない情報を輸入者に提供する必要があります。',
        '<h2>表示が必要なアレルゲン</h2>',
        '表示が義務付けられている特定原材料8品目は、えび、かに、くるみ、小麦、そば、卵、乳、落花生です。このほか、大豆、ごま、一部の肉類など、表示が推奨されている品目もあります。微量であっても申告し、同じ製造ラインでこれらを扱う場合はその旨も伝えてください。',
        '原材料は重量の多い順に記載し、添加物は他の原材料と区分して表示します。期限表示は、日持ちする食品には賞味期限、傷みやすい食品には消費期限を定められた形式で記載します。包装を印刷する前に表示案を輸入者に確認してもらい、必要に応じて日本にあるタイ貿易センターにご相談ください。',
      ),
      P(
        'Japanse etiketten vermelden naam, ingrediënten, acht verplichte allergenen, houdbaarheid en importeur.',
        'Voedsel dat in Japan wordt verkocht, moet een etiket hebben volgens de Japanse wet op de voedseletikettering, in het Japans en goed leesbaar. Meestal is de importeur in Japan verantwoordelijk voor de juistheid van het etiket, maar de Thaise producent moet de importeur volledige en juiste informatie geven over ingrediënten en productie.',
        '<h2>Allergenen die vermeld moeten worden</h2>',
        'De acht verplichte allergenen zijn garnaal, krab, walnoot, tarwe, boekweit, ei, melk en pinda. Daarnaast is er een lijst die vermelding wordt aanbevolen, waaronder soja, sesam en enkele vleessoorten. Meld ze ook in kleine hoeveelheden, en vermeld het als dezelfde productielijn ze verwerkt.',
        'Ingrediënten staan in aflopende volgorde van gewicht, additieven worden apart van de overige ingrediënten vermeld en de datum staat in de voorgeschreven vorm: ten minste houdbaar tot voor producten die lang goed blijven, te gebruiken tot voor bederfelijke producten. Laat het ontwerp van het etiket door uw importeur controleren voordat u verpakkingen laat drukken, en vraag zo nodig advies aan de Thai Trade Centers in Japan.',
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
      P(
        'สินค้าอุปกรณ์ไฟฟ้า ของเล่น และเครื่องจักรต้องผ่านการประเมินความสอดคล้องก่อนติดเครื่องหมาย CE',
        'เครื่องหมาย CE แสดงว่าผู้ผลิตยืนยันว่าสินค้าเป็นไปตามข้อกำหนดด้านความปลอดภัย สุขภาพ และสิ่งแวดล้อมของกฎหมายสหภาพยุโรปที่เกี่ยวข้อง สินค้าบางประเภทผู้ผลิตประเมินได้ด้วยตนเอง ขณะที่สินค้าที่มีความเสี่ยงสูงกว่าต้องผ่านการตรวจสอบโดยหน่วยรับรองที่สหภาพยุโรปแจ้งรายชื่อไว้',
        '<h2>ขั้นตอนโดยสรุป</h2>',
        '<ul><li>ระบุกฎหมายสหภาพยุโรปและมาตรฐานที่ใช้กับสินค้าของท่าน</li><li>ประเมินความสอดคล้องและทดสอบสินค้าตามมาตรฐานที่เกี่ยวข้อง</li><li>จัดทำเอกสารทางเทคนิคและคำประกาศความสอดคล้องของสหภาพยุโรป</li><li>ติดเครื่องหมาย CE บนสินค้า และเก็บเอกสารไว้พร้อมแสดงเมื่อหน่วยงานกำกับดูแลร้องขอ</li></ul>',
        'ผู้ผลิตที่อยู่นอกสหภาพยุโรปควรตกลงกับผู้นำเข้าหรือผู้แทนในสหภาพยุโรปให้ชัดเจนว่าใครรับผิดชอบเอกสารและการติดต่อกับหน่วยงานกำกับดูแล ฉลากและคู่มือการใช้งานต้องเป็นภาษาของประเทศที่จำหน่าย ท่านสามารถขอข้อมูลเพิ่มเติมได้จากสำนักงานส่งเสริมการค้าในต่างประเทศในยุโรป',
      ),
      P(
        'Electrical equipment, toys and machinery need a conformity assessment before they can carry the CE mark.',
        'The CE mark shows that the manufacturer declares the product meets the safety, health and environmental requirements of the EU legislation that applies to it. For some products the manufacturer may carry out the assessment itself; higher-risk products must be checked by a notified body designated under EU rules.',
        '<h2>The steps in brief</h2>',
        '<ul><li>Identify the EU legislation and standards that apply to your product.</li><li>Assess conformity and test the product against the relevant standards.</li><li>Prepare the technical documentation and the EU declaration of conformity.</li><li>Affix the CE mark, and keep the documents ready for the market surveillance authorities.</li></ul>',
        'Manufacturers outside the EU should agree clearly with their importer or representative in the EU who holds the documents and deals with the authorities. Labels and instructions must be in the language of the country where the product is sold. The Thai Trade Centers in Europe can give you more information.',
      ),
      P(
        '电器、玩具和机械须通过合格评定方可加贴CE标志。',
        'CE标志表示制造商声明产品符合适用欧盟法规在安全、健康和环保方面的要求。部分产品可由制造商自行评定，风险较高的产品则须经欧盟公告机构检验。',
        '<h2>主要步骤</h2>',
        '<ul><li>确定适用于产品的欧盟法规和标准；</li><li>按相关标准进行合格评定和产品测试；</li><li>编制技术文件和欧盟符合性声明；</li><li>在产品上加贴CE标志，并妥善保存文件，以备市场监管机构查验。</li></ul>',
        '欧盟以外的制造商应与欧盟境内的进口商或代表明确约定由谁保管文件并与监管机构联系。标签和使用说明须使用销售国的语言。如需更多信息，可咨询设在欧洲的泰国贸易中心。',
      ),
      P(
        '電気機器、玩具、機械はCEマーク表示前に適合性評価が必要です。',
        'CEマークは、製品が適用されるEU法令の安全・健康・環境に関する要件を満たしていることを製造者が宣言するものです。製品によっては製造者自身が評価できますが、リスクの高い製品はEUの認定を受けた第三者機関（ノーティファイドボディ）の審査が必要です。',
        '<h2>手続きの概要</h2>',
        '<ul><li>製品に適用されるEU法令と規格を特定する</li><li>関連規格に基づき適合性評価と試験を行う</li><li>技術文書とEU適合宣言書を作成する</li><li>製品にCEマークを表示し、市場監視当局の求めに応じて提示できるよう文書を保管する</li></ul>',
        'EU域外の製造者は、EU域内の輸入者または代理人との間で、文書の保管と当局への対応を誰が担うかを明確に取り決めておく必要があります。表示や取扱説明書は販売国の言語で作成しなければなりません。詳しくは、欧州にあるタイ貿易センターにお問い合わせください。',
      ),
      P(
        'Elektrische apparaten, speelgoed en machines hebben een conformiteitsbeoordeling nodig voordat ze de CE-markering mogen dragen.',
        'Met de CE-markering verklaart de fabrikant dat het product voldoet aan de eisen voor veiligheid, gezondheid en milieu van de Europese wetgeving die erop van toepassing is. Voor sommige producten mag de fabrikant de beoordeling zelf uitvoeren; producten met een hoger risico moeten worden gekeurd door een aangemelde instantie.',
        '<h2>De stappen in het kort</h2>',
        '<ul><li>bepaal welke Europese wetgeving en normen op uw product van toepassing zijn;</li><li>beoordeel de conformiteit en test het product volgens de relevante normen;</li><li>stel het technisch dossier en de EU-conformiteitsverklaring op;</li><li>breng de CE-markering aan en houd de documenten beschikbaar voor de markttoezichthouders.</li></ul>',
        'Fabrikanten buiten de EU maken met hun importeur of vertegenwoordiger in de EU duidelijke afspraken over wie de documenten bewaart en het contact met de toezichthouders onderhoudt. Etiketten en gebruiksaanwijzingen moeten in de taal van het land van verkoop zijn. De Thai Trade Centers in Europa kunnen u meer informatie geven.',
      ),
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
      P(
        'โรงงานต้องขึ้นทะเบียน Food Facility Registration และแจ้งล่วงหน้า (Prior Notice) ทุกครั้งที่ส่งสินค้า',
        'การขึ้นทะเบียนสถานที่ผลิตอาหารกับสำนักงานคณะกรรมการอาหารและยาของสหรัฐฯ (US FDA) ต้องต่ออายุทุกสองปี และผู้ผลิตต่างประเทศต้องแต่งตั้งตัวแทนในสหรัฐอเมริกา ส่วนการแจ้งล่วงหน้าต้องยื่นก่อนสินค้าเดินทางถึงสหรัฐฯ ภายในระยะเวลาที่กำหนดตามวิธีการขนส่ง',
        '<h2>ข้อกำหนดอื่นที่ควรทราบ</h2>',
        '<ul><li>ฉลากโภชนาการและรายการส่วนประกอบตามรูปแบบของสหรัฐฯ รวมถึงการแสดงสารก่อภูมิแพ้หลัก</li><li>อาหารกระป๋องที่มีความเป็นกรดต่ำและอาหารปรับกรดต้องขึ้นทะเบียนกระบวนการผลิตเพิ่มเติม</li><li>ผู้นำเข้าในสหรัฐฯ ต้องตรวจสอบผู้ผลิตต่างประเทศตามโครงการตรวจสอบผู้จัดหาสินค้าต่างประเทศ ผู้ผลิตจึงควรเตรียมเอกสารด้านความปลอดภัยอาหารให้พร้อม</li></ul>',
        'สินค้าที่ไม่เป็นไปตามข้อกำหนดอาจถูกกักที่ท่าเรือหรือถูกปฏิเสธการนำเข้า ซึ่งทำให้เสียทั้งค่าใช้จ่ายและความเชื่อมั่นของผู้ซื้อ ผู้ส่งออกควรตรวจสอบข้อกำหนดล่าสุดก่อนส่งสินค้าทุกครั้ง และสามารถขอคำปรึกษาได้จากสำนักงานส่งเสริมการค้าในต่างประเทศในสหรัฐอเมริกา',
      ),
      P(
        'Facilities must complete Food Facility Registration and file Prior Notice for every shipment.',
        'Registration of food facilities with the US Food and Drug Administration (FDA) must be renewed every two years, and foreign facilities must name an agent in the United States. Prior Notice must be filed before the goods arrive, within the time limits set for each mode of transport.',
        '<h2>Other requirements to know</h2>',
        '<ul><li>US-format nutrition labelling and ingredient lists, including declaration of the major allergens.</li><li>Additional process registration for low-acid canned foods and acidified foods.</li><li>US importers must verify their foreign suppliers under the Foreign Supplier Verification Program, so manufacturers should have their food safety documents ready.</li></ul>',
        "Products that do not comply may be detained at the port or refused entry, which costs money and the buyer's confidence. Check the latest requirements before every shipment, and ask the Thai Trade Centers in the United States for advice.",
      ),
      P(
        '工厂须办理食品设施注册，并在每批货物发运前提交预先通报。',
        '在美国食品药品监督管理局（FDA）办理的食品设施注册须每两年更新一次，境外工厂还须指定美国代理人。预先通报须在货物抵达美国前，按不同运输方式规定的时限提交。',
        '<h2>其他须知要求</h2>',
        '<ul><li>按美国格式标示营养成分和配料，并声明主要过敏原；</li><li>低酸罐头食品和酸化食品须另行办理工艺登记；</li><li>美国进口商须依照境外供应商核查计划对境外生产商进行核查，因此生产商应备妥食品安全相关文件。</li></ul>',
        '不符合要求的产品可能在港口被扣留或拒绝入境，既增加成本，也影响买家信任。出口商每次发货前都应核实最新要求，并可向设在美国的泰国贸易中心咨询。',
      ),
      P(
        '施設登録と出荷ごとの事前通知が必要です。',
        '米国食品医薬品局（FDA）への食品施設登録は2年ごとに更新が必要で、海外の施設は米国内の代理人を指定しなければなりません。事前通知は、貨物が米国に到着する前に、輸送手段ごとに定められた期限内に提出します。',
        '<h2>その他の主な要件</h2>',
        '<ul><li>米国の様式に沿った栄養成分表示と原材料表示（主要アレルゲンの表示を含む）</li><li>低酸性缶詰食品と酸性化食品は、製造工程の追加登録が必要</li><li>米国の輸入者は外国供給者検証プログラムに基づき海外の製造者を確認するため、製造者は食品安全に関する書類を用意しておく必要がある</li></ul>',
        '要件を満たさない製品は、港で留め置かれたり輸入を拒否されたりすることがあり、費用がかさむうえに買い手の信頼も損ないます。出荷のたびに最新の要件を確認し、必要に応じて米国にあるタイ貿易センターにご相談ください。',
      ),
      P(
        'Bedrijven moeten zich registreren en elke zending vooraf melden.',
        'De registratie van levensmiddelenbedrijven bij de Amerikaanse Food and Drug Administration (FDA) moet om de twee jaar worden vernieuwd, en buitenlandse bedrijven moeten een agent in de Verenigde Staten aanwijzen. De voorafgaande melding moet vóór aankomst van de goederen worden gedaan, binnen de termijnen die per vervoerswijze gelden.',
        '<h2>Andere eisen</h2>',
        '<ul><li>voedingswaarde- en ingrediëntendeclaratie volgens het Amerikaanse model, met vermelding van de belangrijkste allergenen;</li><li>een aanvullende procesregistratie voor ingeblikte voedingsmiddelen met weinig zuur en aangezuurde voedingsmiddelen;</li><li>Amerikaanse importeurs moeten hun buitenlandse leveranciers controleren volgens het verificatieprogramma voor buitenlandse leveranciers; houd uw documenten over voedselveiligheid dus gereed.</li></ul>',
        'Producten die niet aan de eisen voldoen, kunnen in de haven worden vastgehouden of geweigerd, wat geld kost en het vertrouwen van de koper schaadt. Controleer vóór elke zending de actuele eisen en vraag zo nodig advies aan de Thai Trade Centers in de Verenigde Staten.',
      ),
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
      P(
        'ผู้ผลิตอาหารต่างประเทศต้องมีเลขทะเบียน GACC และแสดงบนบรรจุภัณฑ์',
        'ศุลกากรแห่งชาติจีน (GACC) กำหนดให้ผู้ผลิต ผู้แปรรูป และผู้เก็บรักษาอาหารในต่างประเทศที่ส่งอาหารไปจีนต้องขึ้นทะเบียนก่อนส่งออก เลขทะเบียนต้องแสดงบนบรรจุภัณฑ์ทั้งชั้นในและชั้นนอก สินค้าที่ไม่มีเลขทะเบียน หรือแสดงเลขไม่ตรงกับข้อมูลในระบบ อาจไม่ได้รับอนุญาตให้นำเข้า',
        '<h2>ช่องทางการขึ้นทะเบียน</h2>',
        '<ul><li>สินค้ากลุ่มที่จีนกำหนดให้มีความเสี่ยงสูง เช่น เนื้อสัตว์ สัตว์น้ำ ผลิตภัณฑ์นม และรังนก ต้องยื่นผ่านหน่วยงานที่มีอำนาจของไทย ซึ่งตรวจสอบผู้ผลิตแล้วเสนอชื่อต่อฝ่ายจีน</li><li>สินค้ากลุ่มอื่น ผู้ผลิตยื่นขึ้นทะเบียนด้วยตนเองผ่านระบบออนไลน์ของ GACC</li></ul>',
        'ทะเบียนมีอายุห้าปี ผู้ผลิตต้องยื่นต่ออายุก่อนทะเบียนหมดอายุ และต้องแจ้งแก้ไขเมื่อข้อมูลสำคัญ เช่น ชื่อ ที่ตั้ง หรือผู้แทนตามกฎหมายเปลี่ยนแปลง ก่อนรับคำสั่งซื้อ ควรตรวจสอบกับผู้นำเข้าในจีนว่าสินค้าของท่านอยู่ในกลุ่มใด',
        'ท่านสามารถสอบถามหน่วยงานของไทยที่รับผิดชอบสินค้าของท่าน หรือขอคำปรึกษาจากกรมส่งเสริมการค้าระหว่างประเทศผ่านแบบฟอร์มขอคำปรึกษาบนเว็บไซต์นี้',
      ),
      P(
        'Overseas food manufacturers need a GACC registration number printed on the packaging.',
        "China's General Administration of Customs (GACC) requires overseas manufacturers, processors and storage facilities of food exported to China to register before exporting. The registration number must appear on both the inner and outer packaging; goods without it, or with a number that does not match the records, may be refused entry.",
        '<h2>How to register</h2>',
        "<ul><li>For product groups China classes as higher risk, such as meat, aquatic products, dairy and edible bird's nest, applications go through the competent Thai authority, which checks the manufacturer and recommends it to the Chinese side.</li><li>For other products, manufacturers register themselves through the GACC online system.</li></ul>",
        'Registration is valid for five years and must be renewed before it expires. Manufacturers must also report changes to key details, such as the name, address or legal representative. Before accepting an order, check with your importer in China which group your product belongs to.',
        'Ask the Thai authority responsible for your product, or ask DITP through the inquiry form on this website.',
      ),
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
      P(
        'ดูไบเป็นศูนย์กลางการกระจายสินค้าไปยังประเทศ GCC แอฟริกา และเอเชียกลาง',
        'สหรัฐอาหรับเอมิเรตส์มีท่าเรือและสนามบินขนาดใหญ่ เขตปลอดอากรหลายแห่ง และระบบโลจิสติกส์ที่ทันสมัย ผู้นำเข้าในดูไบจำนวนมากจึงนำเข้าสินค้าเพื่อส่งต่อไปยังประเทศอื่นในภูมิภาค นอกเหนือจากการจำหน่ายภายในประเทศ สินค้าไทยที่มีโอกาส ได้แก่ ข้าว อาหารแปรรูป ผลไม้ เครื่องประดับ ชิ้นส่วนยานยนต์ และวัสดุก่อสร้าง',
        '<h2>ข้อควรรู้ก่อนส่งออก</h2>',
        '<ul><li>อาหารต้องมีฉลากภาษาอาหรับ และขึ้นทะเบียนสินค้ากับหน่วยงานท้องถิ่นตามที่กำหนด</li><li>อาหารที่มีส่วนผสมจากสัตว์ต้องมีใบรับรองฮาลาลจากหน่วยงานที่ได้รับการยอมรับ</li><li>บริษัทต่างชาติที่ต้องการตั้งสำนักงานอาจจดทะเบียนในเขตปลอดอากร ซึ่งมีเงื่อนไขด้านการถือหุ้นและการค้าภายในประเทศแตกต่างจากพื้นที่นอกเขต</li></ul>',
        'การค้าในภูมิภาคนี้อาศัยความสัมพันธ์และความไว้วางใจ การพบผู้ซื้อด้วยตนเองในงานแสดงสินค้า เช่น Gulfood จึงช่วยได้มาก ท่านสามารถขอข้อมูลตลาดและรายชื่อผู้นำเข้าได้จากสำนักงานส่งเสริมการค้าในต่างประเทศ ณ นครดูไบ',
      ),
      P(
        'Dubai is a distribution hub for the GCC, Africa and Central Asia.',
        'The United Arab Emirates has large ports and airports, many free zones and modern logistics, so many importers in Dubai bring in goods to re-export to other countries in the region as well as to sell at home. Thai products with good prospects include rice, processed food, fruit, jewellery, auto parts and building materials.',
        '<h2>Before you export</h2>',
        '<ul><li>Food needs Arabic labelling and, where required, product registration with the local authority.</li><li>Food containing animal ingredients needs a halal certificate from a recognised body.</li><li>Foreign companies setting up an office may register in a free zone, where the rules on ownership and on selling into the domestic market differ from those outside.</li></ul>',
        'Business in the region relies on relationships and trust, so meeting buyers in person at trade fairs such as Gulfood helps a great deal. Market information and lists of importers are available from the Thai Trade Center Dubai.',
      ),
    ),
  },
  {
    key: 'vn-invest',
    date: 6,
    rel: { category: 'investment-guide', region: 'asean' },
    title: T('คู่มือการลงทุนในเวียดนามสำหรับนักลงทุนไทย', 'Investment guide: Vietnam for Thai investors'),
    html: T(
      P(
        'คู่มือนี้รวบรวมข้อมูลเขตเศรษฐกิจพิเศษ สิทธิประโยชน์ทางภาษี และขั้นตอนจัดตั้งบริษัท สำหรับนักลงทุนไทยที่สนใจขยายธุรกิจไปยังเวียดนาม',
        'เวียดนามมีเขตเศรษฐกิจ นิคมอุตสาหกรรม และพื้นที่ส่งเสริมการลงทุนกระจายอยู่ทั่วประเทศ โดยเฉพาะรอบนครโฮจิมินห์ ฮานอย และเมืองท่าสำคัญ โครงการที่ตั้งในพื้นที่ส่งเสริม หรืออยู่ในสาขาที่รัฐบาลให้ความสำคัญ เช่น เทคโนโลยีขั้นสูง การแปรรูปสินค้าเกษตร และพลังงานหมุนเวียน อาจได้รับสิทธิประโยชน์ เช่น อัตราภาษีเงินได้นิติบุคคลที่ลดลงในช่วงเวลาหนึ่ง การยกเว้นภาษีนำเข้าเครื่องจักร และการลดหย่อนค่าเช่าที่ดิน',
        '<h2>ขั้นตอนจัดตั้งบริษัทโดยสรุป</h2>',
        '<ul><li>ขอใบรับรองการลงทะเบียนการลงทุนจากหน่วยงานด้านการวางแผนและการลงทุนของจังหวัดที่ตั้งโครงการ</li><li>ขอใบรับรองการจดทะเบียนวิสาหกิจ</li><li>เปิดบัญชีธนาคารและบัญชีเงินลงทุนโดยตรง</li><li>ขอใบอนุญาตเฉพาะธุรกิจตามที่กฎหมายกำหนด</li></ul>',
        'ระเบียบและสิทธิประโยชน์อาจเปลี่ยนแปลงได้ นักลงทุนควรตรวจสอบข้อมูลล่าสุดกับหน่วยงานของเวียดนามและที่ปรึกษากฎหมายในท้องถิ่นก่อนตัดสินใจ ท่านสามารถขอข้อมูลตลาดและคำแนะนำเบื้องต้นได้จากสำนักงานส่งเสริมการค้าในต่างประเทศ ณ นครโฮจิมินห์',
      ),
      P(
        'Special economic zones, tax incentives and company set-up steps: what Thai investors need to know before expanding into Vietnam.',
        'Vietnam has economic zones, industrial parks and investment promotion areas across the country, especially around Ho Chi Minh City, Hanoi and the main port cities. Projects in promoted areas or in priority sectors, such as high technology, agricultural processing and renewable energy, may receive incentives such as a reduced corporate income tax rate for a period, exemption from import duty on machinery and reduced land rent.',
        '<h2>Setting up a company in brief</h2>',
        '<ul><li>Obtain an investment registration certificate from the planning and investment authority of the province where the project is located.</li><li>Obtain an enterprise registration certificate.</li><li>Open a bank account and a direct investment capital account.</li><li>Obtain any sector-specific licences the law requires.</li></ul>',
        'Rules and incentives change, so check the latest information with the Vietnamese authorities and a local legal adviser before deciding. Market information and initial advice are available from the Thai Trade Center Ho Chi Minh City.',
      ),
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
      P(
        'รัฐบาลอินเดียส่งเสริมการลงทุนในสวนอุตสาหกรรมอาหาร (Mega Food Parks) เพื่อเชื่อมแหล่งผลิตวัตถุดิบทางการเกษตรกับโรงงานแปรรูปและตลาด',
        'อินเดียเป็นตลาดผู้บริโภคขนาดใหญ่และเป็นแหล่งผลิตวัตถุดิบทางการเกษตรที่สำคัญ สวนอุตสาหกรรมอาหารมีโครงสร้างพื้นฐานที่ใช้ร่วมกัน เช่น ห้องเย็น คลังสินค้า ศูนย์รวบรวมวัตถุดิบ และห้องปฏิบัติการตรวจสอบคุณภาพ ซึ่งช่วยลดต้นทุนการลงทุนเริ่มต้นของผู้ประกอบการ',
        'นักลงทุนไทยที่มีความเชี่ยวชาญด้านอาหารแปรรูป ผลไม้แปรรูป และอาหารพร้อมรับประทาน อาจพิจารณาร่วมทุนกับผู้ประกอบการท้องถิ่นที่มีเครือข่ายจัดหาวัตถุดิบและจัดจำหน่ายอยู่แล้ว แต่ละรัฐของอินเดียมีนโยบายส่งเสริมและขั้นตอนการอนุญาตของตนเอง จึงควรศึกษาข้อมูลรายรัฐก่อนเลือกที่ตั้ง',
        '<h2>ประเด็นที่ควรพิจารณา</h2>',
        '<ul><li>ข้อกำหนดด้านความปลอดภัยอาหารและใบอนุญาตผลิตอาหาร</li><li>การจัดหาวัตถุดิบที่มีคุณภาพสม่ำเสมอตลอดปี</li><li>ระบบขนส่งและห้องเย็นจากแหล่งผลิตสู่ตลาด</li><li>โครงการสนับสนุนของรัฐบาลกลางและรัฐบาลของแต่ละรัฐที่ยังเปิดรับอยู่ในปัจจุบัน</li></ul>',
        'ท่านสามารถขอข้อมูลเพิ่มเติมและคำแนะนำเบื้องต้นได้จากสำนักงานส่งเสริมการค้าในต่างประเทศ ณ กรุงนิวเดลี',
      ),
      P(
        'The Indian government promotes investment in Mega Food Parks, which link farm production with processing plants and markets.',
        'India is a large consumer market and a major producer of agricultural raw materials. Food parks offer shared infrastructure, such as cold storage, warehouses, collection centres and quality testing laboratories, which lowers the initial investment for each company.',
        "Thai investors with expertise in processed food, processed fruit and ready-to-eat meals may consider a joint venture with a local company that already has sourcing and distribution networks. Each Indian state has its own incentives and approval procedures, so study the states' offers before choosing a location.",
        '<h2>Points to consider</h2>',
        '<ul><li>Food safety requirements and food manufacturing licences.</li><li>A steady supply of raw materials of consistent quality throughout the year.</li><li>Transport and cold chain from production areas to markets.</li><li>Which central and state support schemes are currently open.</li></ul>',
        'Further information and initial advice are available from the Thai Trade Center New Delhi.',
      ),
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
      P(
        'ท่าเรือรอตเทอร์ดัมและสนามบินสคิปโฮลเป็นจุดกระจายสินค้าไปทั่วยุโรป ทำให้เนเธอร์แลนด์เป็นที่ตั้งที่เหมาะสำหรับศูนย์กระจายสินค้าของธุรกิจไทยในภูมิภาคนี้',
        'เนเธอร์แลนด์มีเครือข่ายถนน ราง และทางน้ำภายในประเทศที่เชื่อมกับประเทศเพื่อนบ้าน สินค้าที่เข้าทางท่าเรือหรือสนามบินจึงส่งต่อถึงตลาดหลักในยุโรปได้ในเวลาไม่นาน บริษัทต่างชาติจำนวนมากเลือกตั้งศูนย์กระจายสินค้าสำหรับภูมิภาคยุโรปไว้ที่นี่',
        '<h2>สิ่งที่นักลงทุนควรรู้</h2>',
        '<ul><li>บริษัทต่างชาติจัดตั้งบริษัทจำกัดในเนเธอร์แลนด์ได้ โดยต้องจดทะเบียนกับหอการค้าเนเธอร์แลนด์</li><li>ระบบคลังสินค้าทัณฑ์บนและการเลื่อนชำระภาษีมูลค่าเพิ่มเมื่อนำเข้า ช่วยลดภาระเงินทุนหมุนเวียนของผู้นำเข้า</li><li>บริษัทที่ไม่ได้จัดตั้งในเนเธอร์แลนด์สามารถแต่งตั้งผู้แทนทางภาษีเพื่อดำเนินการด้านภาษีมูลค่าเพิ่มแทนได้</li></ul>',
        'นอกจากด้านโลจิสติกส์แล้ว เนเธอร์แลนด์ยังเป็นศูนย์กลางการค้าสินค้าเกษตรและอาหาร มีผู้นำเข้าที่กระจายสินค้าไปยังผู้ค้าปลีกทั่วยุโรป และมีแรงงานที่ใช้ภาษาอังกฤษได้ดี ท่านสามารถขอข้อมูลเพิ่มเติมได้จากสำนักงานส่งเสริมการค้าในต่างประเทศ ณ กรุงเฮก และที่ปรึกษาการค้ากิตติมศักดิ์ ณ เมืองรอตเทอร์ดาม',
      ),
      P(
        'The port of Rotterdam and Schiphol airport distribute goods across Europe, which makes the Netherlands a natural base for the European distribution centre of a Thai business.',
        'The Netherlands has road, rail and inland waterway links with its neighbours, so goods arriving by sea or air reach the main European markets quickly. Many foreign companies run their European distribution centres from here.',
        '<h2>What investors should know</h2>',
        '<ul><li>Foreign companies can set up a private limited company in the Netherlands, registered with the Netherlands Chamber of Commerce.</li><li>Customs warehousing and deferred payment of import VAT ease the cash flow of importers.</li><li>Companies not established in the Netherlands can appoint a fiscal representative to handle VAT for them.</li></ul>',
        'Besides logistics, the Netherlands is a hub of the agricultural and food trade, with importers supplying retailers across Europe and a workforce that speaks English well. Further information is available from the Thai Trade Center The Hague and the Honorary Trade Advisor in Rotterdam.',
      ),
    ),
  },
];

// ---------------------------------------------------------------------------------------------
// Job listings
// ---------------------------------------------------------------------------------------------

/**
 * The body of a job listing in one locale: who may apply and until when, the job's duties (one
 * paragraph, written per job), the documents to send and how candidates are selected.
 */
const JOB_BODY: Record<Locale, (closing: string, n: number, duties: string) => string> = {
  th: (closing, n, duties) =>
    P(
      `คุณสมบัติ: สำเร็จการศึกษาระดับปริญญาตรีขึ้นไปในสาขาที่เกี่ยวข้อง รับสมัครทางเว็บไซต์จนถึงวันที่ ${closing} จำนวน ${n} อัตรา`,
      duties,
      '<h2>เอกสารประกอบการสมัคร</h2>',
      '<ul><li>สำเนาบัตรประจำตัวประชาชน</li><li>สำเนาปริญญาบัตรหรือหนังสือรับรองการสำเร็จการศึกษา และใบแสดงผลการศึกษา</li><li>รูปถ่ายหน้าตรงตามขนาดที่กำหนดในประกาศรับสมัคร</li><li>ใบรับรองแพทย์ และเอกสารอื่นตามที่ระบุในประกาศรับสมัคร</li></ul>',
      'การเลือกสรรประกอบด้วยการประเมินความรู้ความสามารถที่ใช้เฉพาะตำแหน่ง และการสัมภาษณ์เพื่อประเมินความเหมาะสมกับตำแหน่ง ประกาศรายชื่อผู้มีสิทธิเข้ารับการประเมินและผลการเลือกสรรจะเผยแพร่บนเว็บไซต์นี้ ผู้สมัครต้องรับรองว่าตนมีคุณสมบัติตรงตามประกาศ หากภายหลังพบว่าขาดคุณสมบัติ จะถือว่าไม่มีสิทธิได้รับการเลือกสรร',
    ),
  en: (closing, n, duties) =>
    P(
      `Qualifications: a bachelor's degree or higher in a relevant field. Apply online until ${closing}. Positions: ${n}.`,
      duties,
      '<h2>Documents to send</h2>',
      '<ul><li>A copy of your Thai national ID card.</li><li>A copy of your degree certificate or a certificate of qualification, and your transcript.</li><li>A recent photograph, facing the camera, in the size stated in the announcement.</li><li>A medical certificate and any other documents the announcement lists.</li></ul>',
      'Candidates are assessed on the knowledge and skills the position requires and interviewed on their suitability for it. The list of candidates invited to the assessment and the results are published on this website. Applicants must certify that they meet the requirements; an applicant later found not to meet them loses the right to be selected.',
    ),
  zh: (closing, n, duties) =>
    P(
      `任职资格：具有相关专业学士及以上学历。请于${closing}前通过网站报名，招聘名额${n}名。`,
      duties,
      '<h2>报名材料</h2>',
      '<ul><li>泰国身份证复印件；</li><li>学位证书或学历证明复印件，以及成绩单；</li><li>符合招聘公告规定尺寸的近期正面照片；</li><li>体检证明，以及招聘公告列明的其他材料。</li></ul>',
      '选拔包括岗位所需知识和能力的评估，以及考察岗位适任性的面试。获准参加评估的人员名单和选拔结果将在本网站公布。报名者须确认本人符合公告规定的条件；如事后发现不符合条件，将丧失录用资格。',
    ),
  ja: (closing, n, duties) =>
    P(
      `応募資格：関連分野の学士号以上を有すること。応募はウェブサイトから${closing}まで受け付けます。採用予定人数は${n}名です。`,
      duties,
      '<h2>応募書類</h2>',
      '<ul><li>タイ国民身分証明書の写し</li><li>学位記または学歴証明書の写しと成績証明書</li><li>募集要項に定める大きさの正面写真</li><li>健康診断書および募集要項に記載のその他の書類</li></ul>',
      '選考は、職務に必要な知識・能力の評価と、職務への適性を確認する面接により行います。評価の対象者名簿と選考結果は本サイトで発表します。応募者は、募集要項の資格を満たしていることをご自身で確認してください。後日、資格を満たしていないことが判明した場合は、採用の対象外となります。',
    ),
  nl: (closing, n, duties) =>
    P(
      `Vereisten: een bachelordiploma of hoger in een relevant vakgebied. Solliciteer online tot en met ${closing}. Aantal plaatsen: ${n}.`,
      duties,
      '<h2>Mee te sturen documenten</h2>',
      '<ul><li>een kopie van uw Thaise identiteitskaart;</li><li>een kopie van uw diploma of een verklaring van uw opleiding, met cijferlijst;</li><li>een recente pasfoto in het formaat dat de vacature noemt;</li><li>een medische verklaring en de overige documenten die de vacature vermeldt.</li></ul>',
      'Kandidaten worden beoordeeld op de kennis en vaardigheden die de functie vraagt en hebben een gesprek over hun geschiktheid. De lijst van kandidaten die voor de beoordeling worden uitgenodigd en de uitslag worden op deze website bekendgemaakt. Sollicitanten verklaren zelf dat zij aan de eisen voldoen; wie daar later niet aan blijkt te voldoen, komt niet meer in aanmerking.',
    ),
};

/** A job listing; `duties` holds the job's own paragraph in each locale its body is written in. */
const job = (
  key: string,
  date: number,
  closing: string,
  n: number,
  th: string,
  en: string,
  deptTh: string,
  deptEn: string,
  duties: Tr,
): SeedEntry => {
  const html: Tr = {};
  for (const [locale, text] of Object.entries(duties) as Array<[Locale, string]>)
    html[locale] = JOB_BODY[locale](closing, n, text);
  return {
    key,
    date,
    shared: { closing_date: closing, positions_available: n, employment_type: 'full_time' },
    local: { th: { position: th, department: deptTh }, en: { position: en, department: deptEn } },
    title: T(`รับสมัครบุคคลเพื่อเลือกสรรเป็นพนักงานราชการ ตำแหน่ง${th}`, `Recruitment: ${en}`),
    html,
  };
};

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
      T(
        'ตำแหน่งนี้สังกัดสำนักส่งเสริมการค้าสินค้าเกษตรและอุตสาหกรรม มีหน้าที่วางแผนและดำเนินโครงการส่งเสริมการส่งออก เช่น งานแสดงสินค้าและกิจกรรมจับคู่ธุรกิจ วิเคราะห์ข้อมูลตลาดและสถิติการค้า ประสานงานกับผู้ประกอบการ สมาคมการค้า และสำนักงานส่งเสริมการค้าในต่างประเทศ และจัดทำรายงานผลการดำเนินงาน',
        'The position is in the Agricultural and Industrial Products Trade Promotion Bureau. The officer plans and runs export promotion projects such as trade fairs and business matching, analyses market information and trade statistics, works with businesses, trade associations and the Thai Trade Centers abroad, and reports on the results.',
        '该职位隶属农产品与工业品贸易促进局，负责策划和实施展会、商务对接等出口促进项目，分析市场信息和贸易统计数据，与企业、行业协会及驻外泰国贸易中心协调，并撰写工作报告。',
        'この職は農産品・工業製品貿易振興局に所属し、見本市や商談会などの輸出振興事業の企画・実施、市場情報と貿易統計の分析、企業・業界団体・海外のタイ貿易センターとの調整、事業報告書の作成を担当します。',
        'De functie valt onder het Bureau handelsbevordering landbouw- en industrieproducten. U plant en voert exportbevorderende projecten uit, zoals beurzen en zakelijke ontmoetingen, analyseert marktinformatie en handelsstatistieken, werkt samen met bedrijven, brancheverenigingen en de Thai Trade Centers in het buitenland en rapporteert over de resultaten.',
      ),
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
      T(
        'ตำแหน่งนี้สังกัดศูนย์เทคโนโลยีสารสนเทศและการสื่อสาร มีหน้าที่ดูแลและพัฒนาระบบสารสนเทศและบริการอิเล็กทรอนิกส์ของกรม บำรุงรักษาเครื่องแม่ข่ายและระบบเครือข่าย ดูแลความมั่นคงปลอดภัยของข้อมูล และให้คำแนะนำการใช้งานระบบแก่บุคลากรของกรม ผู้สมัครที่มีความรู้ด้านการพัฒนาซอฟต์แวร์ ระบบฐานข้อมูล หรือระบบเครือข่าย จะได้รับการพิจารณาเป็นพิเศษ',
        "The position is in the Information and Communication Technology Center. The officer maintains and develops the department's information systems and e-services, looks after servers and the network, protects the security of data and helps staff use the systems. Knowledge of software development, databases or networking is an advantage.",
        '该职位隶属信息与通信技术中心，负责维护和开发本厅的信息系统和电子服务，管理服务器和网络，保障数据安全，并为本厅工作人员提供系统使用指导。具备软件开发、数据库或网络方面知识者优先。',
        'この職は情報通信技術センターに所属し、局の情報システムと電子サービスの保守・開発、サーバーとネットワークの管理、情報セキュリティの確保、職員へのシステム利用支援を担当します。ソフトウェア開発、データベース、ネットワークの知識があれば有利です。',
        'De functie valt onder het Centrum voor informatie- en communicatietechnologie. U onderhoudt en ontwikkelt de informatiesystemen en e-diensten van het departement, beheert servers en het netwerk, bewaakt de informatiebeveiliging en helpt medewerkers bij het gebruik van de systemen. Kennis van softwareontwikkeling, databases of netwerken is een pre.',
      ),
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
      T(
        'ตำแหน่งนี้สังกัดกองกิจการต่างประเทศ มีหน้าที่ประสานงานกับหน่วยงานต่างประเทศและสำนักงานส่งเสริมการค้าในต่างประเทศ เตรียมการต้อนรับคณะผู้แทนจากต่างประเทศ จัดทำเอกสารและหนังสือราชการภาษาอังกฤษ และช่วยเตรียมการประชุมระหว่างประเทศ ผู้สมัครต้องใช้ภาษาอังกฤษได้ดีทั้งการพูดและการเขียน',
        'The position is in the Foreign Affairs Division. The officer liaises with foreign agencies and the Thai Trade Centers abroad, prepares visits by foreign delegations, writes official documents and letters in English and helps prepare international meetings. A very good command of spoken and written English is required.',
        '该职位隶属外事司，负责与外国机构及驻外泰国贸易中心联络，筹备外国代表团来访，撰写英文公文和函件，并协助筹备国际会议。应聘者须具备良好的英语口语和写作能力。',
        'この職は国際課に所属し、海外の機関や在外タイ貿易センターとの連絡調整、海外代表団の受け入れ準備、英文の公文書・書簡の作成、国際会議の準備補助を担当します。英語で話し、書く高い能力が求められます。',
        'De functie valt onder de Afdeling Buitenlandse Zaken. U onderhoudt contacten met buitenlandse instanties en de Thai Trade Centers in het buitenland, bereidt bezoeken van buitenlandse delegaties voor, stelt officiële stukken en brieven in het Engels op en helpt internationale vergaderingen voorbereiden. Een zeer goede beheersing van het Engels in woord en geschrift is vereist.',
      ),
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
    T(
      'ตำแหน่งนี้สังกัดสำนักบริหารกลาง มีหน้าที่ปฏิบัติงานธุรการทั่วไป รับส่งและจัดเก็บหนังสือราชการด้วยระบบสารบรรณอิเล็กทรอนิกส์ จัดเตรียมการประชุมและจัดทำรายงานการประชุม และประสานงานกับหน่วยงานภายในกรม ผู้สมัครควรใช้โปรแกรมสำนักงานได้คล่อง',
      'The position is in the Office of the Secretary. The officer handles general administration, registers and files official correspondence in the electronic document system, prepares meetings and writes their minutes, and works with the other units of the department. Fluent use of office software is expected.',
    ),
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
    T(
      'ตำแหน่งนี้สังกัดกลุ่มกฎหมาย มีหน้าที่ให้ความเห็นทางกฎหมายแก่หน่วยงานภายในกรม ตรวจสอบสัญญาและข้อตกลง ดำเนินงานด้านความรับผิดทางละเมิดและวินัย และติดตามกฎหมายที่เกี่ยวข้องกับภารกิจของกรม ผู้สมัครต้องสำเร็จการศึกษาด้านนิติศาสตร์',
      "The position is in the Legal Affairs Group. The officer gives legal opinions to the department's units, reviews contracts and agreements, handles liability and disciplinary matters and follows the legislation relevant to the department's work. A degree in law is required.",
    ),
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
    T(
      'ตำแหน่งนี้สังกัดกองคลัง มีหน้าที่ตรวจสอบเอกสารการเบิกจ่าย บันทึกบัญชีในระบบการบริหารการเงินการคลังภาครัฐแบบอิเล็กทรอนิกส์ จัดทำรายงานการเงิน และติดตามการใช้จ่ายงบประมาณ ผู้สมัครควรสำเร็จการศึกษาด้านบัญชี การเงิน หรือเศรษฐศาสตร์',
      "The position is in the Finance Division. The officer checks payment documents, records transactions in the government's electronic financial management system, prepares financial reports and monitors budget spending. A degree in accounting, finance or economics is preferred.",
    ),
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
    T(
      'ตำแหน่งนี้สังกัดสำนักประชาสัมพันธ์และสื่อสารองค์กร มีหน้าที่วางแผนและผลิตเนื้อหาสำหรับเว็บไซต์และสื่อสังคมออนไลน์ของกรม ดูแลการโฆษณาออนไลน์ วิเคราะห์การเข้าถึงและการมีส่วนร่วมของผู้ชม และประสานงานกับหน่วยงานภายในกรมเพื่อเผยแพร่ข่าวกิจกรรมส่งเสริมการส่งออก',
      "The position is in the Public Relations and Corporate Communication Office. The specialist plans and produces content for the department's website and social media, manages online advertising, analyses reach and engagement and works with the other units to publicise export promotion activities.",
    ),
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
    T(
      'ตำแหน่งนี้สังกัดสถาบันพัฒนาผู้ประกอบการการค้ายุคใหม่ มีหน้าที่ให้คำแนะนำด้านการออกแบบผลิตภัณฑ์และบรรจุภัณฑ์แก่ผู้ประกอบการที่เข้าร่วมโครงการ ช่วยจัดกิจกรรมพัฒนาสินค้า และเตรียมผลงานสำหรับจัดแสดงในงานแสดงสินค้า ผู้สมัครควรแนบแฟ้มผลงานการออกแบบประกอบการพิจารณา',
      'The position is in the New Economy Academy. The designer advises companies taking part in its programmes on product and packaging design, helps run product development activities and prepares work for display at trade fairs. Applicants should include a portfolio of their design work.',
    ),
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
    {
      zh: ['泰国贸易中心（大阪）', '日本', '大阪'],
      ja: ['タイ貿易センター大阪', '日本', '大阪'],
      nl: ['Thai Trade Center Osaka', 'Japan', 'Osaka'],
    },
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
    {
      zh: ['泰国贸易中心（法兰克福）', '德国', '法兰克福'],
      ja: ['タイ貿易センター・フランクフルト', 'ドイツ', 'フランクフルト'],
      nl: ['Thai Trade Center Frankfurt', 'Duitsland', 'Frankfurt'],
    },
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
    {
      zh: ['泰国贸易中心（迪拜）', '阿拉伯联合酋长国', '迪拜'],
      ja: ['タイ貿易センター・ドバイ', 'アラブ首長国連邦', 'ドバイ'],
      nl: ['Thai Trade Center Dubai', 'Verenigde Arabische Emiraten', 'Dubai'],
    },
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
    {
      zh: ['泰国贸易中心（胡志明市）', '越南', '胡志明市'],
      ja: ['タイ貿易センター・ホーチミン', 'ベトナム', 'ホーチミン'],
      nl: ['Thai Trade Center Ho Chi Minhstad', 'Vietnam', 'Ho Chi Minhstad'],
    },
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
    {
      zh: ['泰国贸易中心（新德里）', '印度', '新德里'],
      ja: ['タイ貿易センター・ニューデリー', 'インド', 'ニューデリー'],
      nl: ['Thai Trade Center New Delhi', 'India', 'New Delhi'],
    },
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
    {
      zh: ['名誉贸易顾问（金奈）', '印度', '金奈'],
      ja: ['名誉貿易顧問（チェンナイ）', 'インド', 'チェンナイ'],
      nl: ['Ereadviseur voor de handel, Chennai', 'India', 'Chennai'],
    },
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
    {
      zh: ['名誉贸易顾问（鹿特丹）', '荷兰', '鹿特丹'],
      ja: ['名誉貿易顧問（ロッテルダム）', 'オランダ', 'ロッテルダム'],
      nl: ['Ereadviseur voor de handel, Rotterdam', 'Nederland', 'Rotterdam'],
    },
  ],
];

/** "the" before the country names that take it, in English and Dutch sentences. */
const theEn = (country: string) =>
  /^(Netherlands|United )/.test(country) ? `the ${country}` : country;
const deNl = (country: string) => (/^Verenigde /.test(country) ? `de ${country}` : country);

/**
 * The body of an office's entry in one locale: what it offers, what it is (an office of the
 * department, or an honorary trade advisor it appointed), its services and how to ask for them
 * (through the site's forms and the 1169 hotline: the offices' own contact details are not here).
 */
const OFFICE_BODY: Record<
  Locale,
  (kind: Office[1], title: string, country: string, city: string) => string
> = {
  th: (kind, title, country, city) =>
    P(
      `ให้คำปรึกษาด้านการตลาด ข้อมูลผู้นำเข้า และการจับคู่ธุรกิจใน${country}`,
      ...(kind === 'office'
        ? [
            `${title} เป็นหน่วยงานในต่างประเทศของกรมส่งเสริมการค้าระหว่างประเทศ ทำหน้าที่ส่งเสริมสินค้าและบริการของไทยใน${country} ติดตามสถานการณ์ตลาดและกฎระเบียบการนำเข้า และรายงานข้อมูลให้ผู้ประกอบการไทยใช้วางแผนการส่งออก`,
            '<h2>บริการสำหรับผู้ประกอบการไทย</h2>',
            `<ul><li>ข้อมูลสถานการณ์ตลาด แนวโน้มความต้องการ และกฎระเบียบการนำเข้าของ${country}</li><li>รายชื่อผู้นำเข้าและผู้จัดจำหน่ายที่เกี่ยวข้องกับสินค้าของท่าน</li><li>การนัดหมายเจรจาธุรกิจกับผู้ซื้อในท้องถิ่น และการดูแลคณะผู้แทนการค้าไทย</li><li>การประสานงานเมื่อเกิดปัญหาทางการค้ากับคู่ค้าใน${country}</li></ul>`,
          ]
        : [
            `${title} ได้รับการแต่งตั้งจากกรมส่งเสริมการค้าระหว่างประเทศ ให้ช่วยส่งเสริมการค้าของไทยใน${city}และพื้นที่ใกล้เคียง โดยอาศัยความรู้และเครือข่ายธุรกิจในท้องถิ่น และทำงานร่วมกับสำนักงานส่งเสริมการค้าในต่างประเทศที่ดูแลตลาด${country}`,
            '<h2>ความช่วยเหลือที่ท่านขอได้</h2>',
            `<ul><li>ข้อมูลเบื้องต้นเกี่ยวกับตลาดและแนวทางการทำธุรกิจใน${city}</li><li>การแนะนำผู้นำเข้าและหน่วยงานในท้องถิ่นที่เกี่ยวข้อง</li><li>การช่วยประสานงานกิจกรรมส่งเสริมการค้าของกรมในพื้นที่</li></ul>`,
          ]),
      'ท่านสามารถขอรับบริการได้ผ่านแบบฟอร์มขอคำปรึกษาบนเว็บไซต์นี้ หรือสายด่วน 1169 ในวันและเวลาราชการ โปรดระบุสินค้า ตลาดที่สนใจ และข้อมูลบริษัทโดยสังเขป เพื่อให้เจ้าหน้าที่ส่งเรื่องถึงผู้รับผิดชอบได้รวดเร็ว',
    ),
  en: (kind, title, country, city) =>
    P(
      `Market advice, importer information and business matching in ${theEn(country)}.`,
      ...(kind === 'office'
        ? [
            `${title} is an overseas office of the Department of International Trade Promotion. It promotes Thai goods and services in ${theEn(country)}, follows the market and its import rules, and keeps Thai businesses informed so that they can plan their exports.`,
            '<h2>Services for Thai businesses</h2>',
            `<ul><li>Market conditions, demand trends and import rules in ${theEn(country)}.</li><li>Lists of importers and distributors relevant to your products.</li><li>Meetings with local buyers, and support for Thai trade missions.</li><li>Help when a trade problem arises with a partner in ${theEn(country)}.</li></ul>`,
          ]
        : [
            `Honorary trade advisors are appointed by the Department of International Trade Promotion to help promote Thai trade where they have business knowledge and contacts. The advisor in ${city} works with the Thai Trade Center that covers ${theEn(country)}.`,
            '<h2>How the advisor can help</h2>',
            `<ul><li>First-hand information on the market and on doing business in ${city}.</li><li>Introductions to importers and to relevant local organisations.</li><li>Support for the department's trade promotion activities in the area.</li></ul>`,
          ]),
      'You can ask for these services through the inquiry form on this website or by calling the 1169 hotline during office hours. Tell us your product, the market you are interested in and a little about your company, so that your request reaches the right person quickly.',
    ),
  zh: (kind, title, country, city) =>
    P(
      `提供${country}市场咨询、进口商信息和商务对接服务。`,
      ...(kind === 'office'
        ? [
            `${title}是泰国商务部国际贸易促进厅的驻外机构，负责在${country}推广泰国商品和服务，跟踪当地市场动态和进口法规，并向泰国企业提供信息，协助其制定出口计划。`,
            '<h2>为泰国企业提供的服务</h2>',
            `<ul><li>${country}市场动态、需求趋势和进口法规信息；</li><li>与贵公司产品相关的进口商和分销商名单；</li><li>安排与当地买家的商务洽谈，并为泰国贸易代表团提供协助；</li><li>与${country}贸易伙伴发生贸易问题时提供协调。</li></ul>`,
          ]
        : [
            `名誉贸易顾问由泰国商务部国际贸易促进厅聘任，依托其在当地的商业知识和人脉，协助推动泰国与${city}及周边地区的贸易，并与负责${country}市场的泰国贸易中心合作。`,
            '<h2>可提供的协助</h2>',
            `<ul><li>${city}市场及当地经商环境的第一手信息；</li><li>引荐进口商和当地相关机构；</li><li>协助本厅在当地开展贸易促进活动。</li></ul>`,
          ]),
      '您可通过本网站的咨询表单，或在办公时间拨打1169热线申请上述服务。请说明产品、目标市场和公司简况，以便我们尽快将您的申请转交负责人员。',
    ),
  ja: (kind, title, country, city) =>
    P(
      `${country}での市場相談、輸入業者情報の提供、ビジネスマッチングを行っています。`,
      ...(kind === 'office'
        ? [
            `${title}はタイ商務省国際貿易振興局の海外事務所です。${country}でタイの商品とサービスを紹介し、市場動向や輸入規制を調査して、タイ企業の輸出計画に役立つ情報を提供しています。`,
            '<h2>タイ企業向けのサービス</h2>',
            `<ul><li>${country}の市場動向、需要の傾向、輸入規制に関する情報</li><li>取扱製品に関連する輸入業者・販売業者のリスト</li><li>現地バイヤーとの商談の設定と、タイの貿易ミッションへの支援</li><li>${country}の取引先との間で貿易上の問題が生じた際の調整</li></ul>`,
          ]
        : [
            `名誉貿易顧問は、タイ商務省国際貿易振興局が委嘱し、現地でのビジネスの知見と人脈を生かして、${city}とその周辺地域でタイとの貿易を後押ししています。${country}を担当するタイ貿易センターと連携して活動しています。`,
            '<h2>ご相談いただける内容</h2>',
            `<ul><li>${city}の市場と現地でのビジネス慣行に関する情報</li><li>輸入業者や現地の関係機関の紹介</li><li>局が現地で行う貿易振興事業への協力</li></ul>`,
          ]),
      'これらのサービスは、本サイトのお問い合わせフォーム、または業務時間内の1169ホットラインからお申し込みいただけます。製品、関心のある市場、会社の概要をお知らせいただくと、担当者へ速やかにおつなぎします。',
    ),
  nl: (kind, title, country, city) =>
    P(
      `Marktadvies, informatie over importeurs en zakelijke ontmoetingen in ${deNl(country)}.`,
      ...(kind === 'office'
        ? [
            `${title} is een buitenlands kantoor van het Departement voor Internationale Handelsbevordering. Het promoot Thaise goederen en diensten in ${deNl(country)}, volgt de markt en de invoerregels en houdt Thaise bedrijven op de hoogte, zodat zij hun export kunnen plannen.`,
            '<h2>Diensten voor Thaise bedrijven</h2>',
            `<ul><li>informatie over de markt, de vraag en de invoerregels in ${deNl(country)};</li><li>lijsten van importeurs en distributeurs die bij uw producten passen;</li><li>afspraken met lokale kopers en ondersteuning van Thaise handelsmissies;</li><li>bemiddeling bij handelsproblemen met een partner in ${deNl(country)}.</li></ul>`,
          ]
        : [
            `Ereadviseurs voor de handel worden benoemd door het Departement voor Internationale Handelsbevordering om de Thaise handel te steunen waar zij zakelijke kennis en contacten hebben. De adviseur in ${city} werkt samen met het Thai Trade Center dat ${deNl(country)} bestrijkt.`,
            '<h2>Waarmee de adviseur kan helpen</h2>',
            `<ul><li>informatie uit de eerste hand over de markt en over zakendoen in ${city};</li><li>introducties bij importeurs en relevante lokale organisaties;</li><li>steun bij de handelsbevorderende activiteiten van het departement in de regio.</li></ul>`,
          ]),
      'U kunt deze diensten aanvragen via het contactformulier op deze website of tijdens kantooruren via de hotline 1169. Vermeld uw product, de markt die u interesseert en iets over uw bedrijf, zodat uw vraag snel bij de juiste persoon terechtkomt.',
    ),
};

export const overseasOffices: SeedEntry[] = offices.map(
  ([key, kind, countryTh, region, titleTh, titleEn, countryEn, cityTh, cityEn, more], i) => {
    const names: Partial<Record<Locale, [title: string, country: string, city: string]>> = {
      th: [titleTh, countryTh, cityTh],
      en: [titleEn, countryEn, cityEn],
      ...more,
    };
    const title: Tr = {};
    const local: SeedEntry['local'] = {};
    const html: Tr = {};
    for (const [locale, [name, country, city]] of Object.entries(names) as Array<
      [Locale, [string, string, string]]
    >) {
      title[locale] = name;
      local[locale] = { country_name: country, city };
      html[locale] = OFFICE_BODY[locale](kind, name, country, city);
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
      html,
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
      P(
        'ผู้นำเข้าในญี่ปุ่นต้องการมะม่วงอบแห้งจากไทย ปริมาณ 2 ตู้คอนเทนเนอร์ต่อเดือน ต้องมีมาตรฐาน HACCP',
        'ผู้นำเข้ารายนี้จำหน่ายผลไม้อบแห้งให้ร้านค้าปลีกและผู้ผลิตขนมในญี่ปุ่น และต้องการผู้ผลิตที่ส่งสินค้าได้สม่ำเสมอตลอดปี ทั้งมะม่วงอบแห้งแบบเติมน้ำตาลและแบบไม่เติมน้ำตาล ในบรรจุภัณฑ์สำหรับโรงงานหรือบรรจุขายปลีก',
        '<h2>ข้อกำหนดของผู้ซื้อ</h2>',
        '<ul><li>ใบรับรอง HACCP ที่ยังไม่หมดอายุ</li><li>ผลวิเคราะห์สารตกค้าง จุลินทรีย์ และวัตถุเจือปนอาหาร ตามข้อกำหนดของญี่ปุ่น</li><li>ข้อมูลส่วนประกอบครบถ้วนสำหรับจัดทำฉลากภาษาญี่ปุ่น</li><li>ตัวอย่างสินค้าเพื่อประเมินคุณภาพก่อนเจรจาราคา</li></ul>',
        'ผู้ประกอบการที่สนใจโปรดแจ้งความประสงค์ผ่านระบบ e-Service ของกรมส่งเสริมการค้าระหว่างประเทศภายในวันปิดรับที่ระบุไว้ พร้อมแนบแคตตาล็อกและข้อมูลกำลังการผลิต สำนักงานส่งเสริมการค้าในต่างประเทศในญี่ปุ่นจะส่งข้อมูลของผู้ที่มีคุณสมบัติตรงตามข้อกำหนดให้ผู้นำเข้าพิจารณา และแจ้งผลให้ทราบต่อไป',
      ),
      P(
        'A Japanese importer is looking for Thai dried mango. Two containers a month; HACCP certification required.',
        'The importer supplies dried fruit to retailers and confectionery makers in Japan and wants a manufacturer who can deliver steadily all year round, both sweetened and unsweetened dried mango, in bulk packs for manufacturers or in retail packs.',
        "<h2>The buyer's requirements</h2>",
        '<ul><li>A valid HACCP certificate.</li><li>Test results for residues, micro-organisms and additives, in line with Japanese requirements.</li><li>Complete ingredient information for the Japanese label.</li><li>Samples, so that quality can be assessed before prices are discussed.</li></ul>',
        "Interested companies should reply through DITP's e-Service by the closing date shown, with their catalogue and production capacity. The Thai Trade Centers in Japan will pass the details of companies that meet the requirements to the importer and let you know the outcome.",
      ),
      P(
        '日本进口商寻求泰国芒果干供应商。每月两个集装箱，须具备HACCP认证。',
        '该进口商向日本的零售商和糖果生产商供应果干，希望找到能全年稳定供货的生产商，产品包括加糖和无糖芒果干，采用供工厂使用的大包装或零售包装。',
        '<h2>买家要求</h2>',
        '<ul><li>有效的HACCP证书；</li><li>符合日本要求的残留物、微生物和食品添加剂检测报告；</li><li>用于制作日文标签的完整配料信息；</li><li>在洽谈价格前提供样品，以便评估质量。</li></ul>',
        '有意企业请在截止日期前通过泰国商务部国际贸易促进厅电子服务系统回复，并附上产品目录和产能信息。设在日本的泰国贸易中心将把符合要求的企业信息转交进口商，并告知结果。',
      ),
      P(
        '日本の輸入業者がタイ産ドライマンゴーの供給先を探しています。月2コンテナ、HACCP認証が必要です。',
        'この輸入業者は日本の小売店や菓子メーカーにドライフルーツを納入しており、加糖・無糖のドライマンゴーを、業務用または小売用の包装で年間を通じて安定的に供給できる製造者を求めています。',
        '<h2>バイヤーの条件</h2>',
        '<ul><li>有効なHACCP認証</li><li>日本の基準に沿った残留物、微生物、食品添加物の検査結果</li><li>日本語表示を作成するための原材料情報一式</li><li>価格交渉前に品質を確認するためのサンプル</li></ul>',
        '関心のある企業は、締切日までにタイ商務省国際貿易振興局の電子サービスからお申し込みください。その際、カタログと生産能力の情報を添付してください。日本にあるタイ貿易センターが、条件を満たす企業の情報を輸入業者に伝え、結果をお知らせします。',
      ),
      P(
        'Een Japanse importeur zoekt Thaise gedroogde mango. Twee containers per maand; HACCP-certificaat vereist.',
        'De importeur levert gedroogd fruit aan winkels en snoepfabrikanten in Japan en zoekt een producent die het hele jaar door regelmatig kan leveren, zowel gezoete als ongezoete gedroogde mango, in grootverpakking voor fabrikanten of in consumentenverpakking.',
        '<h2>Eisen van de koper</h2>',
        '<ul><li>een geldig HACCP-certificaat;</li><li>analyses op residuen, micro-organismen en additieven volgens de Japanse eisen;</li><li>volledige ingrediëntinformatie voor het Japanse etiket;</li><li>monsters, zodat de kwaliteit vóór de prijsonderhandeling kan worden beoordeeld.</li></ul>',
        'Geïnteresseerde bedrijven reageren vóór de sluitingsdatum via de e-diensten van DITP, met hun catalogus en productiecapaciteit. De Thai Trade Centers in Japan sturen de gegevens van bedrijven die aan de eisen voldoen door naar de importeur en laten u de uitkomst weten.',
      ),
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
      P(
        'กรมส่งเสริมการค้าระหว่างประเทศรับสมัครผู้ประกอบการอาหารและเครื่องดื่มจำนวน 40 ราย เพื่อร่วมออกคูหาในพื้นที่ประเทศไทยในงาน Gulfood ที่นครดูไบ',
        'Gulfood เป็นงานแสดงสินค้าอาหารและเครื่องดื่มนานาชาติที่จัดขึ้นเป็นประจำทุกปีที่ดูไบ มีผู้ซื้อจากตะวันออกกลาง แอฟริกา และเอเชียใต้มาร่วมงานจำนวนมาก จึงเป็นโอกาสสำหรับสินค้าไทย เช่น ข้าว อาหารแปรรูป อาหารทะเล ผลไม้ และเครื่องดื่ม',
        '<h2>คุณสมบัติของผู้สมัคร</h2>',
        '<ul><li>เป็นผู้ผลิตหรือผู้ส่งออกอาหารและเครื่องดื่มของไทย</li><li>มีใบรับรองมาตรฐานการผลิต และใบรับรองฮาลาลสำหรับสินค้าที่ต้องใช้</li><li>มีความพร้อมในการส่งออก และมีผู้แทนที่เจรจาธุรกิจได้ตลอดช่วงงาน</li><li>ยินดีรับผิดชอบค่าใช้จ่ายในส่วนของผู้ประกอบการตามที่ประกาศกำหนด</li></ul>',
        'ผู้สนใจสมัครผ่านระบบ e-Service ของกรมภายในวันปิดรับสมัคร คณะกรรมการจะคัดเลือกจากความเหมาะสมของสินค้ากับตลาดในภูมิภาคและความพร้อมในการส่งออก ผู้ได้รับคัดเลือกจะได้รับแจ้งรายละเอียดการเตรียมสินค้าตัวอย่างและการขนส่งต่อไป ข้อมูลเกี่ยวกับงานดูได้จากเว็บไซต์ของผู้จัดงาน',
      ),
      P(
        'Forty food and beverage companies will be selected for the Thailand pavilion at Gulfood in Dubai.',
        'Gulfood is an international food and beverage fair held every year in Dubai and attended by many buyers from the Middle East, Africa and South Asia, which makes it a good opportunity for Thai products such as rice, processed food, seafood, fruit and beverages.',
        '<h2>Who can apply</h2>',
        "<ul><li>Thai manufacturers or exporters of food and beverages.</li><li>Companies with production certificates, and halal certificates for products that need them.</li><li>Companies ready to export, with a representative able to negotiate throughout the fair.</li><li>Companies willing to pay the exhibitor's share of the costs set out in the call.</li></ul>",
        "Apply through the department's e-Service by the closing date. A committee will select companies on how well their products suit the region's markets and on their export readiness; selected companies will be told how to prepare and ship their samples. Information about the fair is on the organiser's website.",
      ),
      P(
        '将选拔40家食品饮料企业参加迪拜海湾食品展（Gulfood）泰国馆。',
        'Gulfood是每年在迪拜举办的国际食品饮料展，吸引大量来自中东、非洲和南亚的买家，对大米、加工食品、水产品、水果和饮料等泰国产品而言是难得的机会。',
        '<h2>报名条件</h2>',
        '<ul><li>泰国食品饮料生产商或出口商；</li><li>持有生产标准认证，需要清真认证的产品须持有清真证书；</li><li>具备出口能力，并有代表能在整个展期参与洽谈；</li><li>愿意承担通知中规定由参展企业负担的费用。</li></ul>',
        '请在截止日期前通过泰国商务部国际贸易促进厅电子服务系统报名。评选委员会将根据产品与本地区市场的契合度和出口准备情况进行遴选，入选企业将收到准备和运送样品的说明。展会信息请见主办方网站。',
      ),
      P(
        '食品・飲料企業40社を募集します。ドバイで開催されるGulfoodのタイ館に出展していただきます。',
        'Gulfoodは毎年ドバイで開催される国際的な食品・飲料の見本市で、中東、アフリカ、南アジアから多くのバイヤーが来場します。米、加工食品、水産品、果物、飲料などのタイ産品にとって大きな機会です。',
        '<h2>応募資格</h2>',
        '<ul><li>タイの食品・飲料の製造業者または輸出業者であること</li><li>製造に関する認証を有し、必要な製品についてはハラール認証を有すること</li><li>輸出の体制が整い、会期中を通じて商談できる担当者がいること</li><li>募集要項に定める出展者負担の費用を負担できること</li></ul>',
        '締切日までにタイ商務省国際貿易振興局の電子サービスからお申し込みください。製品と地域市場との適合性、輸出への準備状況をもとに委員会が選考し、選ばれた企業にはサンプルの準備と輸送についてご案内します。見本市の詳細は主催者のウェブサイトをご覧ください。',
      ),
      P(
        'Er worden veertig voedingsbedrijven geselecteerd voor het Thailand-paviljoen op Gulfood in Dubai.',
        'Gulfood is een internationale beurs voor voeding en dranken die elk jaar in Dubai plaatsvindt en veel kopers uit het Midden-Oosten, Afrika en Zuid-Azië trekt. Dat biedt kansen voor Thaise producten zoals rijst, bewerkte voeding, vis en zeevruchten, fruit en dranken.',
        '<h2>Wie kan zich aanmelden</h2>',
        '<ul><li>Thaise producenten of exporteurs van voeding en dranken;</li><li>bedrijven met productiecertificaten, en halalcertificaten voor producten die die nodig hebben;</li><li>exportklare bedrijven met een vertegenwoordiger die de hele beurs kan onderhandelen;</li><li>bedrijven die het deel van de kosten willen dragen dat de oproep aan exposanten toewijst.</li></ul>',
        'Meld u vóór de sluitingsdatum aan via de e-diensten van het departement. Een commissie selecteert op hoe goed de producten bij de markten in de regio passen en op exportgereedheid; geselecteerde bedrijven horen hoe zij hun monsters voorbereiden en verzenden. Informatie over de beurs staat op de website van de organisator.',
      ),
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
      P(
        'ผู้นำเข้าในเนเธอร์แลนด์สนใจข้าวอินทรีย์และกะทิจากไทย ต้องมีใบรับรองเกษตรอินทรีย์ EU Organic',
        'ผู้นำเข้ารายนี้จำหน่ายอาหารเอเชียให้ร้านค้าปลีกอาหารอินทรีย์และซูเปอร์มาร์เก็ตในเนเธอร์แลนด์และประเทศใกล้เคียง สนใจข้าวหอมมะลิอินทรีย์ ข้าวกล้องอินทรีย์ และกะทิอินทรีย์ทั้งแบบกล่องและแบบกระป๋อง และต้องการผู้ส่งมอบประจำสำหรับความร่วมมือระยะยาว',
        '<h2>สิ่งที่ผู้ซื้อต้องการ</h2>',
        '<ul><li>ใบรับรองเกษตรอินทรีย์ตามมาตรฐานของสหภาพยุโรป ออกโดยหน่วยรับรองที่สหภาพยุโรปยอมรับ</li><li>ใบรับรองการตรวจสอบสินค้าอินทรีย์ที่ออกผ่านระบบ TRACES สำหรับทุกการขนส่ง</li><li>ข้อมูลการตรวจสอบย้อนกลับตั้งแต่แหล่งปลูกจนถึงการบรรจุ</li><li>ความสามารถในการผลิตสินค้าภายใต้ตราสินค้าของผู้ซื้อ</li></ul>',
        'ผู้ประกอบการที่มีคุณสมบัติตรงตามข้อกำหนดโปรดแจ้งความประสงค์ผ่านระบบ e-Service ของกรมส่งเสริมการค้าระหว่างประเทศ พร้อมแนบสำเนาใบรับรองและข้อมูลสินค้า สำนักงานส่งเสริมการค้าในต่างประเทศ ณ กรุงเฮก จะประสานกับผู้นำเข้าเพื่อนัดหมายเจรจาต่อไป',
      ),
      P(
        'A Dutch importer is interested in Thai organic rice and coconut milk. EU Organic certification required.',
        'The importer supplies Asian food to organic food shops and supermarkets in the Netherlands and neighbouring countries, and is interested in organic jasmine rice, organic brown rice and organic coconut milk in cartons and cans. It would prefer a regular supplier for a long-term partnership.',
        '<h2>What the buyer needs</h2>',
        "<ul><li>Organic certification to the EU standard, issued by a control body the EU recognises.</li><li>A certificate of inspection issued through the TRACES system for every shipment.</li><li>Traceability from the field to packing.</li><li>The ability to produce under the buyer's own brand.</li></ul>",
        "Companies that meet the requirements should reply through DITP's e-Service with copies of their certificates and product details. The Thai Trade Center The Hague will then arrange meetings with the importer.",
      ),
      P(
        '荷兰进口商对泰国有机大米和椰浆感兴趣。须具备欧盟有机认证。',
        '该进口商向荷兰及周边国家的有机食品店和超市供应亚洲食品，对有机茉莉香米、有机糙米以及盒装和罐装有机椰浆感兴趣，希望与供应商建立长期稳定的合作关系。',
        '<h2>买家要求</h2>',
        '<ul><li>由欧盟认可的认证机构按欧盟标准颁发的有机认证；</li><li>每批货物均须附有通过TRACES系统签发的检验证书；</li><li>从种植地到包装的全程可追溯信息；</li><li>能够以买家自有品牌生产。</li></ul>',
        '符合条件的企业请通过泰国商务部国际贸易促进厅电子服务系统回复，并附上证书复印件和产品资料。设在海牙的泰国贸易中心将与进口商联系，安排洽谈。',
      ),
      P(
        'オランダの輸入業者がタイ産の有機米とココナッツミルクに関心を示しています。EUオーガニック認証が必要です。',
        'この輸入業者は、オランダと近隣諸国の有機食品店やスーパーマーケットにアジア食品を卸しており、有機ジャスミンライス、有機玄米、紙パック入りと缶入りの有機ココナッツミルクに関心があり、長期的に取引できる供給元を希望しています。',
        '<h2>バイヤーの条件</h2>',
        '<ul><li>EUが認める認証機関が発行した、EU基準に基づく有機認証</li><li>出荷ごとにTRACESシステムで発行される検査証明書</li><li>栽培地から包装までのトレーサビリティ</li><li>バイヤーのブランドで製造できること</li></ul>',
        '条件を満たす企業は、タイ商務省国際貿易振興局の電子サービスから、認証書の写しと製品情報を添えてお申し込みください。ハーグにあるタイ貿易センターが輸入業者との商談を調整します。',
      ),
      P(
        'Een Nederlandse importeur heeft belangstelling voor Thaise biologische rijst en kokosmelk. EU-biologisch certificaat vereist.',
        'De importeur levert Aziatische voeding aan natuurvoedingswinkels en supermarkten in Nederland en de buurlanden en zoekt biologische jasmijnrijst, biologische zilvervliesrijst en biologische kokosmelk in pakken en blikken. De importeur zoekt bij voorkeur een vaste leverancier voor een langdurige samenwerking.',
        '<h2>Wat de koper vraagt</h2>',
        '<ul><li>een biologisch certificaat volgens de Europese norm, afgegeven door een controleorgaan dat de EU erkent;</li><li>een controlecertificaat via het TRACES-systeem voor elke zending;</li><li>traceerbaarheid van veld tot verpakking;</li><li>de mogelijkheid om onder het eigen merk van de koper te produceren.</li></ul>',
        'Bedrijven die aan de eisen voldoen, reageren via de e-diensten van DITP met kopieën van hun certificaten en productgegevens. Het Thai Trade Center Den Haag regelt daarna de gesprekken met de importeur.',
      ),
    ),
  },
  {
    key: 'in-spa',
    date: 13,
    rel: { region: 'south-asia' },
    title: T('โรงแรมในอินเดียต้องการผลิตภัณฑ์สปาไทย', 'Hotels in India looking for Thai spa products'),
    html: T(
      P(
        'โรงแรมและสปาในอินเดียต้องการน้ำมันหอมระเหยและสครับสมุนไพรจากไทย สำหรับใช้ในบริการสปาและจำหน่ายให้แขกของโรงแรม',
        'ธุรกิจโรงแรมระดับบนและรีสอร์ตเพื่อสุขภาพในอินเดียสนใจผลิตภัณฑ์สปาไทย ซึ่งมีภาพลักษณ์ด้านสมุนไพรและการบริการแบบไทย ผู้ซื้อกลุ่มนี้ต้องการทั้งขนาดบรรจุสำหรับใช้ในสปาและขนาดเล็กสำหรับวางจำหน่าย',
        '<h2>ข้อมูลที่ควรเตรียม</h2>',
        '<ul><li>รายการส่วนประกอบและเอกสารข้อมูลความปลอดภัยของผลิตภัณฑ์</li><li>ใบรับรองมาตรฐานการผลิต</li><li>อายุการเก็บรักษาและวิธีเก็บรักษา</li><li>ตัวอย่างสินค้า และราคาสำหรับการสั่งซื้อในปริมาณต่าง ๆ</li></ul>',
        'เครื่องสำอางที่นำเข้าไปจำหน่ายในอินเดียต้องขึ้นทะเบียนกับหน่วยงานกำกับดูแลของอินเดีย ซึ่งโดยทั่วไปผู้นำเข้าเป็นผู้ยื่น ผู้ผลิตจึงควรเตรียมเอกสารให้พร้อม ผู้ประกอบการที่สนใจโปรดแจ้งความประสงค์ผ่านระบบ e-Service ของกรมส่งเสริมการค้าระหว่างประเทศ สำนักงานส่งเสริมการค้าในต่างประเทศ ณ กรุงนิวเดลี จะส่งข้อมูลให้ผู้ซื้อพิจารณา',
      ),
      P(
        'Hotels and spas in India are looking for essential oils and herbal scrubs from Thailand, for their spa treatments and to sell to guests.',
        'Upmarket hotels and wellness resorts in India are interested in Thai spa products, known for their herbal ingredients and Thai style of service. These buyers want both professional sizes for use in the spa and smaller packs for retail.',
        '<h2>What to prepare</h2>',
        '<ul><li>The list of ingredients and the product safety information.</li><li>Certificates for your manufacturing standards.</li><li>Shelf life and storage instructions.</li><li>Samples, and prices for different order quantities.</li></ul>',
        "Cosmetics imported for sale in India must be registered with the Indian regulator, usually by the importer, so manufacturers should have their documents ready. Interested companies should reply through DITP's e-Service; the Thai Trade Center New Delhi will pass their details to the buyers.",
      ),
    ),
  },
  {
    key: 'us-furniture',
    date: 17,
    rel: { region: 'americas' },
    title: T('ผู้ค้าปลีกสหรัฐฯ ต้องการเฟอร์นิเจอร์ไม้ยางพารา', 'US retailer seeks rubberwood furniture'),
    html: T(
      P(
        'ผู้ค้าปลีกในสหรัฐฯ ต้องการเฟอร์นิเจอร์ไม้ยางพาราจากไทย ผู้ผลิตต้องมีเอกสารยืนยันแหล่งที่มาของไม้',
        'ผู้ค้าปลีกรายนี้ต้องการเฟอร์นิเจอร์สำหรับห้องนั่งเล่นและห้องรับประทานอาหาร เช่น โต๊ะ เก้าอี้ และชั้นวาง ทั้งแบบประกอบสำเร็จและแบบถอดประกอบได้ซึ่งช่วยลดพื้นที่ขนส่ง ไม้ยางพาราได้รับความสนใจเพราะมาจากสวนปลูกและมีลายไม้สวยงาม',
        '<h2>ข้อกำหนดของผู้ซื้อ</h2>',
        '<ul><li>เอกสารแสดงแหล่งที่มาของไม้ตลอดห่วงโซ่อุปทาน ตามกฎหมายของสหรัฐฯ ที่ห้ามการค้าไม้ที่ได้มาโดยผิดกฎหมาย</li><li>ผลทดสอบการปล่อยสารฟอร์มาลดีไฮด์ของแผ่นไม้ประกอบที่ใช้ ตามมาตรฐานของสหรัฐฯ</li><li>บรรจุภัณฑ์ที่ผ่านการทดสอบการขนส่ง และคู่มือการประกอบภาษาอังกฤษ</li><li>กำลังการผลิตที่รองรับคำสั่งซื้อต่อเนื่อง</li></ul>',
        'ผู้ประกอบการที่สนใจโปรดส่งแคตตาล็อก ข้อมูลโรงงาน และสำเนาเอกสารแหล่งที่มาของไม้ ผ่านระบบ e-Service ของกรมส่งเสริมการค้าระหว่างประเทศ สำนักงานส่งเสริมการค้าในต่างประเทศในสหรัฐอเมริกาจะคัดกรองและส่งข้อมูลให้ผู้ซื้อพิจารณา',
      ),
      P(
        'A US retailer is looking for rubberwood furniture from Thailand. Proof of timber origin required.',
        'The retailer wants living and dining room furniture, such as tables, chairs and shelving, both assembled and flat-packed to save shipping space. Rubberwood appeals because it comes from plantations and has an attractive grain.',
        "<h2>The buyer's requirements</h2>",
        '<ul><li>Documents showing the origin of the timber throughout the supply chain, as US law prohibits trade in illegally obtained wood.</li><li>Formaldehyde emission test results for the composite wood panels used, to US standards.</li><li>Packaging that has passed transit testing, and assembly instructions in English.</li><li>Production capacity for repeat orders.</li></ul>',
        "Interested companies should send their catalogue, factory details and copies of their timber origin documents through DITP's e-Service. The Thai Trade Centers in the United States will screen the replies and pass them to the buyer.",
      ),
    ),
  },
  {
    key: 'vn-frozen',
    date: 21,
    rel: { region: 'asean' },
    title: T('ผู้จัดจำหน่ายเวียดนามต้องการอาหารทะเลแช่แข็ง', 'Vietnamese distributor wants frozen seafood'),
    html: T(
      P(
        'ผู้จัดจำหน่ายในเวียดนามต้องการอาหารทะเลแช่แข็งจากไทย ได้แก่ กุ้งและปลาหมึกแช่แข็ง สำหรับส่งให้ร้านอาหาร โรงแรม และซูเปอร์มาร์เก็ต',
        'ผู้ซื้อต้องการสินค้าหลายขนาดและหลายรูปแบบ เช่น กุ้งแกะเปลือก กุ้งทั้งตัว และปลาหมึกหั่น บรรจุในขนาดสำหรับธุรกิจร้านอาหาร และสนใจสินค้าพร้อมปรุงที่ช่วยลดเวลาเตรียมอาหารในครัว',
        '<h2>เอกสารและมาตรฐานที่ต้องมี</h2>',
        '<ul><li>ใบรับรองสุขอนามัยที่ออกโดยหน่วยงานที่มีอำนาจของไทย</li><li>ใบรับรองมาตรฐานโรงงาน เช่น GMP หรือ HACCP</li><li>หนังสือรับรองถิ่นกำเนิดสินค้าแบบฟอร์ม D เพื่อใช้สิทธิลดภาษีภายใต้ความตกลงการค้าสินค้าของอาเซียน</li><li>การควบคุมอุณหภูมิตลอดการขนส่ง</li></ul>',
        'ผู้ประกอบการที่สนใจโปรดแจ้งความประสงค์ผ่านระบบ e-Service ของกรมส่งเสริมการค้าระหว่างประเทศ พร้อมระบุชนิดสินค้า ขนาด และปริมาณที่ส่งได้ต่อเดือน สำนักงานส่งเสริมการค้าในต่างประเทศ ณ นครโฮจิมินห์ จะประสานนัดหมายเจรจาให้',
      ),
      P(
        'A Vietnamese distributor wants frozen seafood from Thailand: frozen shrimp and squid, for restaurants, hotels and supermarkets.',
        'The buyer wants a range of sizes and cuts, such as peeled shrimp, whole shrimp and cut squid, in food-service packs, and is also interested in ready-to-cook products that save kitchen preparation time.',
        '<h2>Documents and standards required</h2>',
        '<ul><li>A health certificate issued by the competent Thai authority.</li><li>Factory certification, such as GMP or HACCP.</li><li>A Form D certificate of origin, to claim the tariff preference under the ASEAN Trade in Goods Agreement.</li><li>Temperature control throughout transport.</li></ul>',
        "Interested companies should reply through DITP's e-Service, stating the products, sizes and the quantity they can supply each month. The Thai Trade Center Ho Chi Minh City will arrange meetings.",
      ),
    ),
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
      P(
        'กรมส่งเสริมการค้าระหว่างประเทศเปิดรับสมัครผู้ประกอบการเข้าร่วมงาน China International Import Expo ที่นครเซี่ยงไฮ้ โดยจะคัดเลือกผู้ประกอบการร่วมคูหาประเทศไทย',
        'งานนี้เป็นงานแสดงสินค้านำเข้าระดับประเทศของจีนที่จัดขึ้นเป็นประจำทุกปี มีผู้ซื้อทั้งผู้นำเข้า ผู้ค้าส่ง ผู้ค้าปลีก และผู้ประกอบการแพลตฟอร์มออนไลน์จากทั่วประเทศจีน คูหาประเทศไทยจะนำเสนอสินค้าอาหารและเกษตร สินค้าสุขภาพและความงาม และสินค้าไลฟ์สไตล์',
        '<h2>เกณฑ์การคัดเลือก</h2>',
        '<ul><li>สินค้าได้มาตรฐานและมีเอกสารที่จำเป็นสำหรับการนำเข้าจีน เช่น เลขทะเบียนผู้ผลิตกับศุลกากรจีนสำหรับสินค้าอาหาร</li><li>มีความพร้อมด้านกำลังการผลิตและการส่งออก</li><li>มีบุคลากรประจำคูหาตลอดช่วงงาน และมีเอกสารประชาสัมพันธ์ภาษาจีน</li></ul>',
        'ผู้สนใจสมัครผ่านระบบ e-Service ของกรม พร้อมแนบข้อมูลบริษัทและสินค้า ผู้ได้รับคัดเลือกจะได้รับแจ้งรายละเอียดค่าใช้จ่าย การจัดส่งสินค้าตัวอย่าง และการเตรียมตัวก่อนงาน จากกรมและสำนักงานส่งเสริมการค้าในต่างประเทศในจีน',
      ),
      P(
        'Applications are open for the China International Import Expo in Shanghai. Companies will be selected for the Thailand pavilion.',
        "The Expo is China's national import fair, held every year, and draws importers, wholesalers, retailers and online platform operators from all over China. The Thailand pavilion will present food and agricultural products, health and beauty products and lifestyle products.",
        '<h2>Selection criteria</h2>',
        "<ul><li>Products that meet standards and have the documents China requires for import, such as the manufacturer's China Customs registration number for food.</li><li>Production capacity and readiness to export.</li><li>Staff at the booth throughout the fair, and promotional material in Chinese.</li></ul>",
        "Apply through the department's e-Service with details of your company and products. Selected companies will be told about costs, shipping samples and preparing for the fair by the department and the Thai Trade Centers in China.",
      ),
    ),
  },
  {
    key: 'de-automotive',
    date: 29,
    rel: { region: 'europe' },
    title: T('ผู้นำเข้าเยอรมนีต้องการชิ้นส่วนยานยนต์', 'German importer seeks automotive parts'),
    html: T(
      P(
        'ผู้นำเข้าในเยอรมนีต้องการชิ้นส่วนยานยนต์จากผู้ผลิตไทย ผู้ผลิตต้องได้มาตรฐาน IATF 16949',
        'ผู้นำเข้ารายนี้จำหน่ายชิ้นส่วนสำหรับตลาดอะไหล่ทดแทนในยุโรป และสนใจชิ้นส่วนยาง ชิ้นส่วนโลหะขึ้นรูป และชิ้นส่วนพลาสติก ที่ผลิตตามแบบหรือข้อกำหนดของผู้ซื้อ ผู้ซื้อในตลาดนี้คาดหวังคุณภาพที่สม่ำเสมอตลอดสัญญาระยะยาว และการแจ้งระยะเวลาส่งมอบที่ชัดเจน',
        '<h2>ข้อกำหนดของผู้ซื้อ</h2>',
        '<ul><li>ใบรับรองระบบบริหารคุณภาพ IATF 16949 ที่ยังไม่หมดอายุ</li><li>ความพร้อมในการจัดทำเอกสารขออนุมัติชิ้นส่วนก่อนเริ่มผลิต</li><li>ข้อมูลวัสดุ และการปฏิบัติตามกฎระเบียบด้านสารเคมีของสหภาพยุโรป</li><li>การส่งมอบตรงเวลา และการตรวจสอบย้อนกลับตามล็อตการผลิต</li></ul>',
        'ผู้ผลิตที่สนใจโปรดแจ้งความประสงค์ผ่านระบบ e-Service ของกรมส่งเสริมการค้าระหว่างประเทศ พร้อมแนบสำเนาใบรับรอง รายการสินค้า และข้อมูลเครื่องจักร สำนักงานส่งเสริมการค้าในต่างประเทศ ณ นครแฟรงก์เฟิร์ต จะส่งข้อมูลให้ผู้นำเข้าพิจารณาและนัดหมายเจรจา',
      ),
      P(
        'A German importer is looking for automotive parts from Thai manufacturers. IATF 16949 certification required.',
        "The importer supplies the European aftermarket and is interested in rubber parts, pressed metal parts and plastic parts made to the buyer's drawings or specifications. Buyers in this market expect consistent quality over long supply contracts and clear commitments on lead times.",
        "<h2>The buyer's requirements</h2>",
        '<ul><li>A valid IATF 16949 quality management certificate.</li><li>The ability to prepare part approval documents before series production.</li><li>Material data and compliance with EU chemicals regulations.</li><li>On-time delivery and traceability by production lot.</li></ul>',
        "Interested manufacturers should reply through DITP's e-Service with copies of their certificates, a product list and details of their machinery. The Thai Trade Center Frankfurt will pass the information to the importer and arrange meetings.",
      ),
    ),
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
      P(
        'รวมร้านอาหารไทยในต่างประเทศที่ได้รับตราสัญลักษณ์ Thai SELECT',
        'Thai SELECT เป็นตราสัญลักษณ์ที่กระทรวงพาณิชย์มอบให้ร้านอาหารไทยและผลิตภัณฑ์อาหารไทยที่มีรสชาติและคุณภาพตามแบบไทยแท้ เพื่อให้ผู้บริโภคในต่างประเทศมั่นใจในความเป็นไทยของอาหาร และช่วยสร้างความต้องการวัตถุดิบและผลิตภัณฑ์อาหารจากประเทศไทย',
        'แคตตาล็อกจัดกลุ่มร้านตามประเทศและเมือง พร้อมประเภทของร้าน ผู้นำเข้าและผู้จัดจำหน่ายวัตถุดิบไทยใช้แคตตาล็อกนี้หาลูกค้ากลุ่มร้านอาหารได้ ส่วนนักท่องเที่ยวและผู้บริโภคทั่วไปใช้ค้นหาร้านอาหารไทยคุณภาพในเมืองที่ตนอยู่',
        'ร้านอาหารไทยในต่างประเทศที่สนใจขอรับตราสัญลักษณ์ สามารถติดต่อสำนักงานส่งเสริมการค้าในต่างประเทศที่ดูแลประเทศนั้น ซึ่งจะแจ้งหลักเกณฑ์ การตรวจประเมิน และเอกสารที่ต้องใช้ ตราสัญลักษณ์มีอายุตามที่กำหนดและต้องต่ออายุเมื่อครบกำหนด',
      ),
      P(
        'Thai restaurants abroad certified with the Thai SELECT mark.',
        'Thai SELECT is a mark awarded by the Ministry of Commerce to Thai restaurants and Thai food products with authentic Thai taste and quality. It gives diners abroad confidence that the food is genuinely Thai and helps create demand for ingredients and food products from Thailand.',
        'The catalogue groups restaurants by country and city, with the type of each restaurant. Importers and distributors of Thai ingredients can use it to find restaurant customers, and travellers and diners can use it to find good Thai food where they are.',
        'Thai restaurants abroad that would like the mark can contact the Thai Trade Center covering their country, which will explain the criteria, the assessment and the documents needed. The mark is valid for a set period and must be renewed when it expires.',
      ),
      P(
        '获得Thai SELECT认证的海外泰国餐厅。',
        'Thai SELECT是泰国商务部授予口味和品质地道的泰国餐厅和泰国食品的认证标志，让海外消费者对食物的正宗泰国风味放心，同时带动对泰国食材和食品的需求。',
        '目录按国家和城市分类列出餐厅及其类型。泰国食材的进口商和分销商可借此寻找餐厅客户，游客和食客也可用它查找所在城市的优质泰国餐厅。',
        '有意申请该标志的海外泰国餐厅，可联系负责所在国家的泰国贸易中心，了解评定标准、评审流程和所需文件。该标志有规定的有效期，到期须办理续期。',
      ),
      P(
        'Thai SELECT認証を受けた海外のタイ料理店の一覧です。',
        'Thai SELECTは、本場の味と品質を備えたタイ料理店とタイ食品に対してタイ商務省が与える認証マークです。海外の消費者に本物のタイ料理であることを示すとともに、タイ産の食材や食品への需要を生み出すことを目的としています。',
        'カタログでは、店舗を国・都市別に分類し、店舗の種類を掲載しています。タイ食材の輸入業者や卸売業者はレストランの顧客探しに、旅行者や一般の方はお住まいの都市で質の高いタイ料理店を探すのにご利用いただけます。',
        '認証の取得を希望する海外のタイ料理店は、その国を担当するタイ貿易センターにお問い合わせください。認証基準、審査、必要書類についてご案内します。認証には有効期間があり、期間満了時には更新が必要です。',
      ),
      P(
        'Thaise restaurants in het buitenland met het Thai SELECT-keurmerk.',
        'Thai SELECT is een keurmerk dat het Thaise ministerie van Handel toekent aan Thaise restaurants en voedingsproducten met een authentieke Thaise smaak en kwaliteit. Het geeft gasten in het buitenland zekerheid dat het eten echt Thais is en stimuleert de vraag naar ingrediënten en voedingsproducten uit Thailand.',
        'De catalogus deelt de restaurants in per land en stad, met het soort restaurant. Importeurs en distributeurs van Thaise ingrediënten vinden er klanten in de horeca, en reizigers en andere gasten vinden er goede Thaise restaurants in hun stad.',
        'Thaise restaurants in het buitenland die het keurmerk willen aanvragen, kunnen contact opnemen met het Thai Trade Center voor hun land. Daar hoort u welke criteria gelden, hoe de beoordeling verloopt en welke documenten nodig zijn. Het keurmerk geldt voor een vaste periode en moet daarna worden verlengd.',
      ),
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
      P(
        'รายชื่อผู้ส่งออกข้าวหอมมะลิที่ได้รับตรารับรองคุณภาพ พร้อมข้อมูลสินค้าสำหรับผู้นำเข้าในต่างประเทศ',
        'ตรารับรองข้าวหอมมะลิไทยออกให้ผู้ส่งออกที่สินค้าผ่านการตรวจสอบว่าเป็นข้าวหอมมะลิไทยตามมาตรฐานที่กระทรวงพาณิชย์กำหนด ทั้งพันธุ์ข้าว ความบริสุทธิ์ และคุณภาพเมล็ด ช่วยให้ผู้ซื้อมั่นใจว่าได้รับข้าวหอมมะลิแท้จากประเทศไทย',
        'ข้อมูลในแคตตาล็อกประกอบด้วยชื่อบริษัท ประเภทข้าวที่จำหน่าย เช่น ข้าวหอมมะลิขาว ข้าวกล้อง และข้าวหอมมะลิอินทรีย์ ขนาดบรรจุ และตลาดที่ส่งออกอยู่ ผู้นำเข้าสามารถติดต่อผู้ส่งออกโดยตรง หรือขอให้สำนักงานส่งเสริมการค้าในต่างประเทศช่วยประสานงาน',
        'ผู้ส่งออกที่ได้รับตรารับรองและต้องการให้ข้อมูลของตนปรากฏในแคตตาล็อก สามารถแจ้งความประสงค์และปรับปรุงข้อมูลได้ผ่านระบบ e-Service ของกรมส่งเสริมการค้าระหว่างประเทศ',
      ),
      P(
        'Hom Mali rice exporters with the quality certification mark, with product details for overseas importers.',
        "The Thai Hom Mali rice mark is granted to exporters whose rice has been checked as Thai Hom Mali rice to the Ministry of Commerce's standard, covering variety, purity and grain quality, so buyers can be sure they are getting genuine Hom Mali rice from Thailand.",
        'The catalogue lists each company with the types of rice it sells, such as white Hom Mali, brown rice and organic Hom Mali, its pack sizes and the markets it already exports to. Importers can contact exporters directly or ask a Thai Trade Center to help.',
        "Certified exporters who want to appear in the catalogue, or update their details, can do so through DITP's e-Service.",
      ),
      P(
        '获得质量认证标志的茉莉香米出口商，并附有面向海外进口商的产品信息。',
        '泰国茉莉香米认证标志授予经检验符合泰国商务部标准的出口商，检验内容包括品种、纯度和米粒品质，使买家确信所购为正宗泰国茉莉香米。',
        '目录列出各公司销售的大米品类（如白茉莉香米、糙米和有机茉莉香米）、包装规格以及现有出口市场。进口商可直接联系出口商，也可请泰国贸易中心协助联系。',
        '已获认证并希望列入目录或更新信息的出口商，可通过泰国商务部国际贸易促进厅电子服务系统办理。',
      ),
      P(
        '品質認証マークを持つホームマリ米輸出業者の一覧で、海外の輸入業者向けの製品情報も掲載しています。',
        'タイ・ホームマリ米の認証マークは、品種、純度、粒の品質についてタイ商務省の基準を満たすことが確認された輸出業者に与えられます。バイヤーは本物のタイ産ホームマリ米であることを確認できます。',
        'カタログには、各社が扱う米の種類（白米、玄米、有機ホームマリ米など）、包装サイズ、現在の輸出先市場を掲載しています。輸入業者は輸出業者に直接連絡するか、タイ貿易センターに仲介を依頼できます。',
        '認証を受けた輸出業者で、カタログへの掲載や情報の更新を希望される場合は、タイ商務省国際貿易振興局の電子サービスからお手続きください。',
      ),
      P(
        'Exporteurs van Hom Mali-rijst met kwaliteitskeurmerk, met productinformatie voor importeurs in het buitenland.',
        'Het keurmerk voor Thaise Hom Mali-rijst wordt toegekend aan exporteurs van wie de rijst is gecontroleerd volgens de norm van het Thaise ministerie van Handel, op ras, zuiverheid en korrelkwaliteit. Zo weten kopers zeker dat zij echte Hom Mali-rijst uit Thailand krijgen.',
        'De catalogus vermeldt per bedrijf de soorten rijst, zoals witte Hom Mali-rijst, zilvervliesrijst en biologische Hom Mali-rijst, de verpakkingsgrootten en de markten waarnaar het al exporteert. Importeurs nemen rechtstreeks contact op met de exporteur of vragen een Thai Trade Center om te bemiddelen.',
        'Gecertificeerde exporteurs die in de catalogus willen staan of hun gegevens willen bijwerken, doen dat via de e-diensten van DITP.',
      ),
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
      P(
        'ผลิตภัณฑ์สปาจากสมุนไพรไทย ทั้งน้ำมันนวด สครับ ลูกประคบ และผลิตภัณฑ์ดูแลผิว จากผู้ผลิตที่พร้อมส่งออก',
        'สปาไทยเป็นที่รู้จักในระดับโลกจากการใช้สมุนไพรท้องถิ่น เช่น ตะไคร้ ขมิ้น ไพล และมะกรูด แคตตาล็อกนี้ช่วยให้ผู้ซื้อจากโรงแรม สปา และร้านค้าปลีกในต่างประเทศค้นหาผู้ผลิตไทยตามประเภทสินค้าได้สะดวก',
        'ข้อมูลแต่ละรายการประกอบด้วยประเภทสินค้า มาตรฐานการผลิตที่ได้รับ ความสามารถในการผลิตภายใต้ตราสินค้าของผู้ซื้อ และตลาดที่ส่งออกอยู่ ผู้ซื้อควรตรวจสอบข้อกำหนดด้านเครื่องสำอางของประเทศปลายทางก่อนสั่งซื้อ',
        'ผู้ผลิตผลิตภัณฑ์สปาที่ต้องการอยู่ในแคตตาล็อกสามารถสมัครผ่านระบบ e-Service ของกรมส่งเสริมการค้าระหว่างประเทศ โดยกรมจะพิจารณาจากคุณภาพสินค้าและความพร้อมในการส่งออก กรมปรับปรุงแคตตาล็อกเป็นประจำ และนำรายการที่ข้อมูลไม่เป็นปัจจุบันออก',
      ),
      P(
        'Spa products made from Thai herbs: massage oils, scrubs, herbal compresses and skincare, from manufacturers ready to export.',
        'Thai spas are known worldwide for their use of local herbs such as lemongrass, turmeric, plai and kaffir lime. This catalogue helps buyers from hotels, spas and retailers abroad find Thai manufacturers by product type.',
        "Each listing shows the product types, the manufacturing standards held, whether the company can produce under the buyer's brand and the markets it already exports to. Buyers should check the cosmetics rules of the destination country before ordering.",
        "Spa product manufacturers who would like to be listed can apply through DITP's e-Service; the department considers product quality and export readiness. The department updates the catalogue regularly and removes listings whose details are out of date.",
      ),
      P(
        '泰国草本水疗产品，包括按摩油、磨砂膏、草药热敷包和护肤品，均来自具备出口能力的生产商。',
        '泰式水疗以使用香茅、姜黄、泰国姜和青柠叶等本地草药而闻名世界。本目录帮助海外酒店、水疗中心和零售商按产品类别查找泰国生产商。',
        '每条信息列明产品类别、已获得的生产标准认证、是否可为买家贴牌生产以及现有出口市场。买家在订购前应核实目的国的化妆品法规。',
        '希望列入目录的水疗产品生产商，可通过泰国商务部国际贸易促进厅电子服务系统申请，本厅将根据产品质量和出口准备情况进行审核。本厅定期更新目录，并删除信息已过时的条目。',
      ),
      P(
        'タイのハーブを使ったスパ製品。マッサージオイル、スクラブ、ハーブボール、スキンケア製品など、輸出に対応できる製造者の製品を紹介しています。',
        'タイのスパは、レモングラス、ターメリック、プライ、コブミカンなどの地元のハーブを使うことで世界的に知られています。本カタログは、海外のホテル、スパ、小売業者が製品の種類ごとにタイの製造者を探すのに役立ちます。',
        '各掲載情報には、製品の種類、取得している製造基準、バイヤーのブランドでの製造の可否、現在の輸出先市場を記載しています。ご注文の前に、輸出先国の化粧品に関する規制をご確認ください。',
        'カタログへの掲載を希望するスパ製品の製造者は、タイ商務省国際貿易振興局の電子サービスからお申し込みください。製品の品質と輸出への準備状況をもとに審査します。カタログは定期的に更新し、情報が古くなった掲載は削除します。',
      ),
      P(
        'Spaproducten van Thaise kruiden: massageolie, scrubs, kruidenstempels en huidverzorging, van producenten die klaar zijn voor export.',
        'Thaise spa’s zijn wereldwijd bekend om hun gebruik van lokale kruiden zoals citroengras, kurkuma, plai en kaffirlimoen. Met deze catalogus vinden kopers van hotels, spa’s en winkels in het buitenland Thaise producenten per productsoort.',
        'Elke vermelding toont de productsoorten, de productienormen van het bedrijf, of het onder het merk van de koper kan produceren en naar welke markten het al exporteert. Controleer vóór een bestelling de regels voor cosmetica in het land van bestemming.',
        'Producenten van spaproducten die in de catalogus willen staan, melden zich aan via de e-diensten van DITP; het departement beoordeelt de productkwaliteit en de exportgereedheid. Het departement werkt de catalogus regelmatig bij en verwijdert vermeldingen met verouderde gegevens.',
      ),
    ),
  },
  {
    key: 'fruit',
    date: 15,
    title: T('แคตตาล็อกผลไม้สดและแปรรูป', 'Fresh and processed fruit catalogue'),
    html: T(
      P(
        'แคตตาล็อกผู้ส่งออกผลไม้สดและผลไม้แปรรูปของไทย ได้แก่ ทุเรียน มังคุด ลำไย มะม่วง และผลไม้แปรรูป',
        'ผลไม้สดของไทยแต่ละชนิดมีฤดูกาลต่างกัน แคตตาล็อกจึงแสดงช่วงเวลาที่ส่งออกได้ ชนิดสินค้า และรูปแบบการขนส่ง เช่น แบบแช่เย็นหรือแช่แข็ง ส่วนผลไม้แปรรูปครอบคลุมผลไม้อบแห้ง ผลไม้กระป๋อง น้ำผลไม้ และผลไม้แช่แข็ง ซึ่งส่งออกได้ตลอดปี',
        'ผู้ส่งออกผลไม้สดต้องขึ้นทะเบียนสวนและโรงคัดบรรจุตามข้อกำหนดของประเทศปลายทาง และต้องมีใบรับรองสุขอนามัยพืชทุกครั้งที่ส่งออก ผู้ซื้อควรสอบถามเอกสารเหล่านี้ตั้งแต่ขั้นเจรจา',
        'ผู้นำเข้าสามารถติดต่อผู้ส่งออกในแคตตาล็อกได้โดยตรง หรือขอรายชื่อเพิ่มเติมผ่านสำนักงานส่งเสริมการค้าในต่างประเทศ ผู้ส่งออกที่ต้องการอยู่ในแคตตาล็อกสมัครได้ผ่านระบบ e-Service ของกรมส่งเสริมการค้าระหว่างประเทศ',
      ),
      P(
        'Thai exporters of fresh and processed fruit: durian, mangosteen, longan, mango and processed fruit.',
        'Each Thai fresh fruit has its own season, so the catalogue shows when each can be exported, the products offered and how they are shipped, chilled or frozen. Processed fruit, including dried and canned fruit, juices and frozen fruit, is available all year round.',
        'Exporters of fresh fruit must register their orchards and packing houses as the destination country requires and need a phytosanitary certificate for every shipment. Buyers should ask about these documents early in the negotiation.',
        "Importers can contact the exporters in the catalogue directly or ask a Thai Trade Center for further names. Exporters who want to be listed can apply through DITP's e-Service.",
      ),
    ),
  },
  {
    key: 'halal',
    date: 19,
    title: T('แคตตาล็อกอาหารฮาลาลไทย', 'Thai halal food catalogue'),
    html: T(
      P(
        'แคตตาล็อกนี้รวมรายชื่อผู้ผลิตอาหารฮาลาลที่ได้รับการรับรองในประเทศไทย สำหรับผู้นำเข้าในตลาดมุสลิมทั่วโลก',
        'ผู้ผลิตในแคตตาล็อกได้รับการรับรองฮาลาลจากหน่วยงานที่มีอำนาจในประเทศไทย สินค้าครอบคลุมไก่แปรรูป อาหารทะเล ข้าว อาหารพร้อมรับประทาน เครื่องปรุงรส และเครื่องดื่ม ข้อมูลแต่ละรายการแสดงประเภทสินค้า มาตรฐานที่ได้รับ และตลาดที่ส่งออกอยู่',
        'ประเทศผู้นำเข้าบางประเทศยอมรับเฉพาะใบรับรองจากหน่วยงานที่ตนขึ้นทะเบียนไว้ และอาจกำหนดให้ผู้ผลิตผ่านการตรวจโรงงานเพิ่มเติม ผู้ซื้อจึงควรตรวจสอบข้อกำหนดของประเทศปลายทางก่อนสั่งซื้อ',
        'ผู้ผลิตอาหารฮาลาลที่ต้องการอยู่ในแคตตาล็อกสมัครได้ผ่านระบบ e-Service ของกรมส่งเสริมการค้าระหว่างประเทศ พร้อมแนบสำเนาใบรับรองที่ยังไม่หมดอายุ และแจ้งปรับปรุงข้อมูลเมื่อใบรับรองได้รับการต่ออายุ กรมปรับปรุงแคตตาล็อกเป็นประจำ และนำรายการที่ข้อมูลไม่เป็นปัจจุบันออก',
      ),
      P(
        'Certified halal food manufacturers in Thailand, for importers in Muslim markets around the world.',
        'The manufacturers listed hold halal certification from the competent body in Thailand. Their products include processed chicken, seafood, rice, ready-to-eat meals, seasonings and beverages, and each listing shows the product types, the standards held and the markets the company already exports to.',
        'Some importing countries accept only certificates from bodies they have registered, and may require an additional factory inspection, so buyers should check the rules of the destination country before ordering.',
        "Halal food manufacturers who want to be listed can apply through DITP's e-Service with a copy of a valid certificate, and should update their listing whenever the certificate is renewed. The department updates the catalogue regularly and removes listings whose details are out of date.",
      ),
    ),
  },
  {
    key: 'lifestyle',
    date: 23,
    title: T('แคตตาล็อกสินค้าไลฟ์สไตล์และของตกแต่งบ้าน', 'Lifestyle and home decoration catalogue'),
    html: T(
      P(
        'แคตตาล็อกสินค้าไลฟ์สไตล์และของตกแต่งบ้าน รวมสินค้าออกแบบโดยนักออกแบบไทย จากผู้ผลิตที่พร้อมส่งออก',
        'สินค้าในแคตตาล็อกครอบคลุมเฟอร์นิเจอร์ ของตกแต่งบ้าน เครื่องใช้บนโต๊ะอาหาร สิ่งทอสำหรับบ้าน ของขวัญ และของใช้ส่วนตัว หลายรายการใช้วัสดุธรรมชาติและงานฝีมือท้องถิ่น เช่น ไม้ ผ้าทอ เซรามิก และเครื่องจักสาน ผสมผสานกับการออกแบบร่วมสมัย ผู้ผลิตหลายรายสามารถปรับสี ขนาด หรือวัสดุให้เหมาะกับตลาดของผู้ซื้อได้',
        'ข้อมูลแต่ละรายการแสดงภาพสินค้า วัสดุ ขนาด จำนวนสั่งซื้อขั้นต่ำ และรางวัลการออกแบบที่ได้รับ เช่น รางวัล DEmark ผู้ซื้อสามารถติดต่อผู้ผลิตโดยตรง หรือพบผู้ผลิตเหล่านี้ได้ในงาน STYLE Bangkok',
        'ผู้ผลิตที่ต้องการนำสินค้าเข้าแคตตาล็อกสมัครได้ผ่านระบบ e-Service ของกรมส่งเสริมการค้าระหว่างประเทศ โดยแนบภาพสินค้าและข้อมูลการผลิต กรมปรับปรุงแคตตาล็อกเป็นประจำ และนำรายการที่ข้อมูลไม่เป็นปัจจุบันออก',
      ),
      P(
        'Products by Thai designers: lifestyle and home decoration from manufacturers ready to export.',
        "The catalogue covers furniture, home decoration, tableware, home textiles, gifts and personal accessories. Many pieces combine natural materials and local craft, such as wood, woven fabric, ceramics and basketry, with contemporary design. Many manufacturers can adapt colours, sizes or materials to suit the buyer's market.",
        'Each listing shows photographs, materials, sizes, minimum order quantities and any design awards received, such as DEmark. Buyers can contact the manufacturers directly or meet them at STYLE Bangkok.',
        "Manufacturers who want their products in the catalogue can apply through DITP's e-Service with product photographs and production details. The department updates the catalogue regularly and removes listings whose details are out of date.",
      ),
    ),
  },
  {
    key: 'bcg-products',
    date: 27,
    title: T('แคตตาล็อกสินค้า BCG เป็นมิตรต่อสิ่งแวดล้อม', 'Eco-friendly BCG product catalogue'),
    html: T(
      P(
        'แคตตาล็อกสินค้า BCG รวมสินค้าที่ใช้วัสดุรีไซเคิลและลดคาร์บอน จากผู้ผลิตไทยที่พร้อมส่งออก',
        'BCG คือแนวทางพัฒนาเศรษฐกิจของประเทศไทยที่เชื่อมเศรษฐกิจชีวภาพ เศรษฐกิจหมุนเวียน และเศรษฐกิจสีเขียวเข้าด้วยกัน สินค้าในแคตตาล็อก เช่น บรรจุภัณฑ์จากวัสดุชีวภาพ สิ่งทอจากเส้นใยรีไซเคิล เฟอร์นิเจอร์จากไม้เหลือใช้ และของใช้จากวัสดุธรรมชาติ',
        'ผู้ซื้อในหลายตลาด โดยเฉพาะยุโรป ต้องการหลักฐานประกอบคำกล่าวอ้างด้านสิ่งแวดล้อม ข้อมูลแต่ละรายการจึงระบุวัสดุที่ใช้ สัดส่วนวัสดุรีไซเคิลตามที่ผู้ผลิตแจ้ง และใบรับรองที่เกี่ยวข้อง เช่น ฉลากคาร์บอนหรือฉลากสิ่งแวดล้อม',
        'ผู้ผลิตที่ต้องการอยู่ในแคตตาล็อกสมัครได้ผ่านระบบ e-Service ของกรมส่งเสริมการค้าระหว่างประเทศ โดยต้องแนบเอกสารที่สนับสนุนข้อมูลด้านสิ่งแวดล้อมของสินค้า กรมปรับปรุงแคตตาล็อกเป็นประจำ และนำรายการที่ข้อมูลไม่เป็นปัจจุบันออก',
      ),
      P(
        'Products using recycled materials and lower carbon, from Thai manufacturers ready to export.',
        "BCG is Thailand's economic development approach linking the bio, circular and green economies. Products in the catalogue include packaging made from bio-based materials, textiles from recycled fibres, furniture from reclaimed wood and everyday goods made from natural materials.",
        'Buyers in many markets, Europe in particular, want evidence for environmental claims, so each listing states the materials used, the recycled content as declared by the manufacturer and any relevant certification, such as a carbon label or an eco-label.',
        "Manufacturers who want to be listed can apply through DITP's e-Service and must attach documents supporting the environmental information about their products. The department updates the catalogue regularly and removes listings whose details are out of date.",
      ),
    ),
  },
  {
    key: 'health',
    date: 31,
    title: T('แคตตาล็อกผลิตภัณฑ์เพื่อสุขภาพและอาหารเสริม', 'Health products and supplements catalogue'),
    html: T(
      P(
        'แคตตาล็อกผลิตภัณฑ์เพื่อสุขภาพและอาหารเสริมจากผู้ผลิตไทย เฉพาะผลิตภัณฑ์ที่ได้รับเลขทะเบียน อย.',
        'สินค้าในแคตตาล็อกครอบคลุมผลิตภัณฑ์เสริมอาหาร เครื่องดื่มเพื่อสุขภาพ ผลิตภัณฑ์จากสมุนไพร และอาหารสำหรับผู้สูงอายุ ข้อมูลแต่ละรายการแสดงประเภทสินค้า มาตรฐานการผลิต และความสามารถในการผลิตภายใต้ตราสินค้าของผู้ซื้อ ผู้ผลิตหลายรายมีบริการพัฒนาผลิตภัณฑ์ตั้งแต่การคิดค้นสูตรจนถึงการออกแบบบรรจุภัณฑ์',
        'เลขทะเบียน อย. แสดงว่าผลิตภัณฑ์ได้รับอนุญาตให้จำหน่ายในประเทศไทย แต่ประเทศผู้นำเข้าแต่ละประเทศมีข้อกำหนดของตนเองเกี่ยวกับส่วนประกอบ ปริมาณที่อนุญาต และข้อความกล่าวอ้างทางสุขภาพ ผู้ซื้อและผู้ผลิตจึงควรตรวจสอบร่วมกันก่อนส่งออก',
        'ผู้ผลิตที่สนใจอยู่ในแคตตาล็อกสมัครได้ผ่านระบบ e-Service ของกรมส่งเสริมการค้าระหว่างประเทศ พร้อมแนบสำเนาใบอนุญาตและข้อมูลผลิตภัณฑ์ กรมปรับปรุงแคตตาล็อกเป็นประจำ และนำรายการที่ข้อมูลไม่เป็นปัจจุบันออก',
      ),
      P(
        'Products registered with the Thai FDA: health products and supplements from Thai manufacturers.',
        "The catalogue covers dietary supplements, health drinks, herbal products and food for older people. Each listing shows the product type, the manufacturing standards and whether the company can produce under the buyer's brand. Many manufacturers also offer product development, from formulation to packaging design.",
        'Registration with the Thai FDA means a product may be sold in Thailand, but each importing country has its own rules on ingredients, permitted amounts and health claims, so buyers and manufacturers should check them together before export.',
        "Manufacturers who would like to be listed can apply through DITP's e-Service with copies of their licences and product information. The department updates the catalogue regularly and removes listings whose details are out of date.",
      ),
    ),
  },
];

// ---------------------------------------------------------------------------------------------
// Smaller collections (th and en)
// ---------------------------------------------------------------------------------------------

/** An entry in th and en; each body is one paragraph or a list of paragraphs (see `P`). */
const simple = (
  key: string,
  date: number | null,
  th: string,
  en: string,
  thBody: string | string[],
  enBody: string | string[],
  extra: Partial<SeedEntry> = {},
): SeedEntry => ({
  key,
  date,
  title: T(th, en),
  html: T(P(...[thBody].flat()), P(...[enBody].flat())),
  ...extra,
});

export const executives: SeedEntry[] = [
  simple(
    'director-general',
    null,
    'อธิบดีกรมส่งเสริมการค้าระหว่างประเทศ',
    'Director-General of DITP',
    [
      'กำกับดูแลภารกิจการส่งเสริมการส่งออกของประเทศ ในฐานะผู้บริหารสูงสุดของกรมส่งเสริมการค้าระหว่างประเทศ',
      'อธิบดีกำหนดทิศทางและนโยบายของกรมให้สอดคล้องกับนโยบายของรัฐบาลและกระทรวงพาณิชย์ ให้ความเห็นชอบแผนปฏิบัติราชการและแผนการใช้จ่ายงบประมาณ และกำกับการทำงานของหน่วยงานส่วนกลางและสำนักงานส่งเสริมการค้าในต่างประเทศ',
      'อธิบดีเป็นผู้แทนของกรมในการหารือกับภาคเอกชน สมาคมการค้า และหน่วยงานของรัฐทั้งในประเทศและต่างประเทศ และเป็นผู้ลงนามในประกาศและคำสั่งของกรมตามอำนาจที่กฎหมายกำหนด โดยมีรองอธิบดีช่วยกำกับดูแลงานตามที่ได้รับมอบหมาย',
      'ท่านสามารถส่งข้อเสนอแนะถึงผู้บริหารของกรมได้ผ่านแบบฟอร์มติดต่อบนเว็บไซต์นี้ หรือสายด่วน 1169 ในวันและเวลาราชการ',
    ],
    [
      "Leads the department's export promotion mission as the head of the Department of International Trade Promotion.",
      "The Director-General sets the department's direction and policies in line with those of the government and the Ministry of Commerce, approves its action plan and spending plan, and oversees the work of the units at headquarters and of the Thai Trade Centers abroad.",
      "The Director-General represents the department in talks with the private sector, trade associations and government agencies in Thailand and abroad, and signs the department's announcements and orders under the powers the law provides. The Deputy Directors-General assist in the areas assigned to them.",
      "You can send suggestions to the department's executives through the contact form on this website or by calling the 1169 hotline during office hours.",
    ],
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
    [
      'ดูแลสำนักงานส่งเสริมการค้าในต่างประเทศ และงานด้านตลาดต่างประเทศของกรมส่งเสริมการค้าระหว่างประเทศ',
      'รองอธิบดีฝ่ายตลาดต่างประเทศกำกับการวางแผนและติดตามผลการดำเนินงานของสำนักงานส่งเสริมการค้าในต่างประเทศ เพื่อให้กิจกรรมส่งเสริมการค้าในแต่ละตลาดสอดคล้องกับยุทธศาสตร์ของกรมและความต้องการของผู้ประกอบการไทย',
      'งานที่อยู่ในความดูแล ได้แก่ การจัดคณะผู้แทนการค้า การนำผู้ประกอบการไทยร่วมงานแสดงสินค้าในต่างประเทศ การจับคู่ธุรกิจ และการติดตามสถานการณ์ตลาดและกฎระเบียบการค้าของประเทศคู่ค้า เพื่อแจ้งเตือนผู้ส่งออกไทยได้ทันเวลา รวมทั้งประสานงานกับกระทรวงการต่างประเทศและสถานเอกอัครราชทูตไทยเมื่อมีประเด็นทางการค้าที่ต้องดำเนินการร่วมกัน',
      'รองอธิบดีปฏิบัติงานตามที่อธิบดีมอบหมาย และปฏิบัติราชการแทนอธิบดีในเรื่องที่ได้รับมอบอำนาจ',
    ],
    [
      "Oversees the Thai Trade Centers abroad and the department's work in overseas markets.",
      "The Deputy Director-General for Overseas Markets directs the planning of the Thai Trade Centers abroad and follows up on their results, so that trade promotion in each market matches the department's strategy and the needs of Thai businesses.",
      'This includes organising trade missions, taking Thai companies to trade fairs abroad, business matching, and following market conditions and the trade rules of partner countries so that Thai exporters are warned in good time, as well as working with the Ministry of Foreign Affairs and Thai embassies when a trade issue calls for joint action.',
      'The Deputy Director-General carries out the work the Director-General assigns and acts on the Director-General’s behalf in matters delegated to the post.',
    ],
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
    [
      'กำกับนโยบายดิจิทัลและความมั่นคงปลอดภัยไซเบอร์ของกรมส่งเสริมการค้าระหว่างประเทศ',
      'ผู้บริหารเทคโนโลยีสารสนเทศระดับสูงของกรมรับผิดชอบแผนพัฒนาดิจิทัลของกรม การนำเทคโนโลยีมาปรับปรุงบริการแก่ผู้ประกอบการ เช่น ระบบ e-Service และเว็บไซต์ของกรม และการเชื่อมโยงข้อมูลกับหน่วยงานอื่นของรัฐ รวมถึงการพัฒนาทักษะดิจิทัลของบุคลากรเพื่อให้ใช้ระบบใหม่ได้อย่างมีประสิทธิภาพ',
      'ด้านความมั่นคงปลอดภัยไซเบอร์ ผู้บริหารเทคโนโลยีสารสนเทศระดับสูงกำกับให้กรมมีนโยบายและมาตรการรักษาความมั่นคงปลอดภัยสารสนเทศ การคุ้มครองข้อมูลส่วนบุคคล และแผนรับมือเหตุการณ์ที่อาจกระทบต่อระบบสารสนเทศ',
      'นอกจากนี้ยังกำกับการบริหารจัดการข้อมูลตามนโยบายธรรมาภิบาลข้อมูลภาครัฐของกรม และการเผยแพร่ข้อมูลเปิดของกรมในรูปแบบที่เครื่องอ่านได้',
    ],
    [
      "Leads the department's digital policy and cybersecurity.",
      "The Chief Information Officer is responsible for the department's digital development plan, for using technology to improve services to businesses, such as the department's e-Service and website, and for exchanging data with other government agencies. This includes building the digital skills of staff so that new systems are used well.",
      'On cybersecurity, the Chief Information Officer makes sure the department has an information security policy and measures, protects personal data and has a plan for incidents that could affect its information systems.',
      "The post also oversees data management under the department's data governance policy and the publication of the department's open data in machine-readable formats.",
    ],
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
    [
      'น้ำมะพร้าวน้ำหอมพร้อมดื่มเป็นสินค้ายอดนิยมในจีนและสหรัฐฯ',
      'มะพร้าวน้ำหอมของไทยมีกลิ่นหอมและรสหวานตามธรรมชาติ ผู้บริโภคที่ใส่ใจสุขภาพนิยมดื่มแทนเครื่องดื่มที่เติมน้ำตาล สินค้าพร้อมดื่มมีทั้งแบบกล่อง ขวด และกระป๋อง ซึ่งขนส่งและวางจำหน่ายได้สะดวกกว่าผลสด',
      'ผู้ผลิตที่ต้องการส่งออกควรให้ความสำคัญกับกระบวนการฆ่าเชื้อที่รักษากลิ่นและรสชาติ อายุการเก็บรักษา ฉลากตามข้อกำหนดของประเทศปลายทาง และการขึ้นทะเบียนโรงงานกับหน่วยงานของประเทศผู้นำเข้า เช่น สหรัฐฯ และจีน การจัดหามะพร้าวที่มีอายุเหมาะสมอย่างสม่ำเสมอก็สำคัญ เพราะมีผลโดยตรงต่อรสชาติ',
      'ผู้ซื้อในต่างประเทศสามารถค้นหาผู้ผลิตน้ำมะพร้าวไทยได้ทาง Thaitrade.com ซึ่งเป็นตลาดกลางออนไลน์ระหว่างธุรกิจของกรมส่งเสริมการค้าระหว่างประเทศ',
    ],
    [
      'Ready-to-drink aromatic coconut water is popular in China and the United States.',
      'Thai aromatic coconuts have a natural fragrance and sweetness, and health-conscious consumers drink the water instead of sugary drinks. Ready-to-drink products come in cartons, bottles and cans, which are easier to ship and sell than fresh coconuts.',
      'Manufacturers who want to export should pay attention to a sterilisation process that keeps the aroma and taste, to shelf life, to labelling that meets the rules of the destination country and to registering the factory with the authorities of importing countries such as the United States and China. A steady supply of coconuts picked at the right age matters too, since the taste depends on it.',
      "Buyers abroad can find Thai coconut water producers on Thaitrade.com, the department's business-to-business marketplace.",
    ],
    // Thaitrade.com: the department's own B2B marketplace, where buyers find Thai suppliers.
    { shared: { link_url: 'https://www.thaitrade.com/' } },
  ),
  simple(
    'plant-based',
    6,
    'อาหารจากพืช (Plant-based food)',
    'Plant-based food',
    [
      'อาหารจากพืชของไทยมีโอกาสในตลาดยุโรป ซึ่งตลาดยุโรปเติบโตสูง เพราะผู้บริโภคจำนวนมากลดการบริโภคเนื้อสัตว์และหันมาเลือกอาหารจากพืช',
      'ประเทศไทยมีวัตถุดิบที่เหมาะกับอาหารจากพืช เช่น ถั่วเหลือง ถั่วเขียว ขนุน เห็ด และมะพร้าว รวมทั้งมีอุตสาหกรรมอาหารแปรรูปที่พร้อมผลิตสินค้าหลายรูปแบบ ทั้งเนื้อสัตว์ทางเลือก เครื่องดื่มจากพืช และอาหารพร้อมรับประทาน',
      'ผู้ซื้อในยุโรปให้ความสำคัญกับรสชาติและเนื้อสัมผัส ข้อมูลโภชนาการ ส่วนประกอบที่เข้าใจง่าย และหลักฐานด้านความยั่งยืน ส่วนประกอบที่ถือเป็นอาหารชนิดใหม่ของสหภาพยุโรปต้องได้รับอนุญาตก่อนวางจำหน่าย ผู้ผลิตจึงควรตรวจสอบสถานะของส่วนประกอบตั้งแต่ขั้นพัฒนาสินค้า',
      'ท่านสามารถขอข้อมูลตลาดและรายชื่อผู้นำเข้าได้จากสำนักงานส่งเสริมการค้าในต่างประเทศในยุโรป หรือพบผู้ซื้อได้ในงาน THAIFEX – Anuga Asia',
    ],
    [
      'Strong growth in Europe, where many consumers are eating less meat and choosing plant-based food, opens a market for Thai products.',
      'Thailand has raw materials well suited to plant-based food, such as soybeans, mung beans, jackfruit, mushrooms and coconut, and a food processing industry able to make meat alternatives, plant-based drinks and ready meals.',
      "European buyers look for taste and texture, nutrition information, simple ingredient lists and evidence of sustainability. Ingredients that count as novel foods in the EU need authorisation before they can be sold, so manufacturers should check their ingredients' status early in product development.",
      'Market information and lists of importers are available from the Thai Trade Centers in Europe, and buyers can be met at THAIFEX – Anuga Asia.',
    ],
  ),
  simple(
    'pet-food',
    10,
    'อาหารสัตว์เลี้ยงพรีเมียม',
    'Premium pet food',
    [
      'อาหารสัตว์เลี้ยงพรีเมียมของไทยส่งออกไปญี่ปุ่นและออสเตรเลียเพิ่มขึ้น ตามจำนวนผู้เลี้ยงที่ดูแลสัตว์เลี้ยงเหมือนสมาชิกในครอบครัว',
      'สินค้าที่ได้รับความนิยม ได้แก่ อาหารเปียกสำหรับแมวและสุนัขที่ใช้เนื้อปลาและเนื้อไก่คุณภาพดี ขนมสำหรับสัตว์เลี้ยง และอาหารสูตรเฉพาะ เช่น สูตรสำหรับสัตว์สูงวัย ไทยมีจุดแข็งจากวัตถุดิบปลาทูน่าและไก่ และโรงงานที่มีประสบการณ์ผลิตให้ตราสินค้าต่างประเทศ',
      'ผู้ส่งออกต้องปฏิบัติตามข้อกำหนดของประเทศผู้นำเข้า ทั้งใบรับรองสุขภาพ การขึ้นทะเบียนโรงงาน ฉลาก และข้อความกล่าวอ้างบนบรรจุภัณฑ์ ออสเตรเลียมีข้อกำหนดด้านความปลอดภัยทางชีวภาพที่เข้มงวดสำหรับผลิตภัณฑ์ที่มีส่วนผสมจากสัตว์ ผู้ส่งออกจึงควรตรวจสอบเงื่อนไขการนำเข้าก่อนเจรจา',
      'ท่านสามารถขอข้อมูลตลาดญี่ปุ่นได้จากสำนักงานส่งเสริมการค้าในต่างประเทศในญี่ปุ่น และค้นหาผู้ซื้อได้ทาง Thaitrade.com',
    ],
    [
      'Exports to Japan and Australia are rising, as more owners treat their pets as members of the family and buy premium food for them.',
      'Popular products include wet food for cats and dogs made with good-quality fish and chicken, treats and special formulas, for example for older animals. Thailand draws on its tuna and chicken supply and on factories experienced in producing for foreign brands.',
      'Exporters must meet the requirements of the importing country: health certificates, factory registration, labelling and the claims made on the pack. Australia has strict biosecurity rules for products containing animal ingredients, so check the import conditions before negotiating.',
      'Information on the Japanese market is available from the Thai Trade Centers in Japan, and buyers can be found on Thaitrade.com.',
    ],
  ),
];

export const awarded: SeedEntry[] = [
  simple(
    'pm-award',
    4,
    'รางวัลผู้ประกอบธุรกิจส่งออกดีเด่น (PM Export Award)',
    "Prime Minister's Export Award",
    [
      'รางวัลผู้ประกอบธุรกิจส่งออกดีเด่น (PM Export Award) เป็นรางวัลสูงสุดสำหรับผู้ส่งออกไทย มอบให้ผู้ประกอบการที่มีผลการดำเนินงานด้านการส่งออกโดดเด่นและเป็นแบบอย่างที่ดีแก่ธุรกิจไทย',
      'รางวัลแบ่งเป็นหลายประเภท ครอบคลุมผู้ส่งออกสินค้าและบริการ ผู้สร้างตราสินค้าไทย ผู้ที่โดดเด่นด้านการออกแบบและนวัตกรรม และธุรกิจที่ดำเนินงานอย่างรับผิดชอบต่อสังคมและสิ่งแวดล้อม',
      'คณะกรรมการพิจารณาจากผลการส่งออก การพัฒนาตราสินค้าและคุณภาพสินค้า การบริหารจัดการ และความรับผิดชอบต่อสังคม ผู้ได้รับรางวัลใช้ตราสัญลักษณ์รางวัลในการทำตลาดได้ และได้รับการประชาสัมพันธ์ผ่านกิจกรรมของกรมทั้งในประเทศและต่างประเทศ',
      'ผู้ประกอบการที่สนใจสมัครรับรางวัลในปีถัดไปสามารถติดตามประกาศรับสมัครได้บนเว็บไซต์นี้ ประกาศจะระบุประเภทรางวัล หลักเกณฑ์ และเอกสารที่ต้องใช้ และผู้สมัครยื่นใบสมัครได้ผ่านระบบ e-Service ของกรม',
    ],
    [
      "The Prime Minister's Export Award is the highest award for Thai exporters. It goes to businesses with outstanding export performance that set a good example for Thai business.",
      'There are several categories, covering exporters of goods and services, builders of Thai brands, companies that excel in design and innovation, and businesses that operate responsibly towards society and the environment.',
      "The committee considers export performance, brand and product development, management and social responsibility. Winners may use the award logo in their marketing and are promoted through the department's activities in Thailand and abroad.",
      "Businesses interested in applying next year can watch this website for the call for applications. The call sets out the categories, the criteria and the documents required, and applications are made through the department's e-Service.",
    ],
    { shared: { award_year: 2025 } },
  ),
  simple(
    'demark-award',
    8,
    'รางวัลการออกแบบ DEmark',
    'DEmark design award',
    [
      'รางวัล DEmark ยกย่องการออกแบบผลิตภัณฑ์ไทยที่โดดเด่นทั้งด้านความคิดสร้างสรรค์ ประโยชน์ใช้สอย และความพร้อมในการส่งออก',
      'รางวัลนี้ส่งเสริมให้ผู้ประกอบการไทยใช้การออกแบบสร้างมูลค่าเพิ่มให้สินค้า แทนการแข่งขันด้านราคา ผลงานที่ส่งเข้าประกวดครอบคลุมเฟอร์นิเจอร์ ของตกแต่งบ้าน ของใช้ในชีวิตประจำวัน เครื่องแต่งกาย บรรจุภัณฑ์ และผลิตภัณฑ์อุตสาหกรรม',
      'ผลงานได้รับการพิจารณาจากความคิดสร้างสรรค์ ประโยชน์ใช้สอย ความงาม คุณภาพการผลิต ความปลอดภัย ความเป็นมิตรต่อสิ่งแวดล้อม และศักยภาพทางการตลาด ผู้ได้รับรางวัลใช้ตราสัญลักษณ์ DEmark บนสินค้าและสื่อการตลาดได้ และมีโอกาสจัดแสดงผลงานในงานแสดงสินค้าที่กรมจัดหรือเข้าร่วม',
      'ผลการประกาศรางวัลล่าสุดดูได้ในข่าวกรมส่งเสริมการค้าระหว่างประเทศ และผู้ประกอบการที่สนใจส่งผลงานสามารถติดตามประกาศรับสมัครได้บนเว็บไซต์นี้ ซึ่งระบุประเภทผลงานและเงื่อนไขการส่งผลงาน',
    ],
    [
      'The DEmark award honours Thai product design that stands out for creativity, function and export readiness.',
      'The award encourages Thai businesses to add value to their products through design rather than competing on price. Entries cover furniture, home decoration, everyday products, apparel, packaging and industrial products.',
      'Entries are judged on creativity, function, aesthetics, manufacturing quality, safety, environmental friendliness and market potential. Winners may use the DEmark logo on their products and marketing material and have the chance to show their work at trade fairs the department organises or attends.',
      'The latest winners are announced in the DITP news, and businesses that would like to enter can watch this website for the call for entries, which sets out the categories and the entry requirements.',
    ],
    { shared: { award_year: 2025 } },
  ),
  simple(
    't-mark',
    12,
    'ตราสัญลักษณ์ T Mark',
    'T Mark (Thailand Trust Mark)',
    [
      'T Mark หรือ Thailand Trust Mark เป็นตราสัญลักษณ์รับรองคุณภาพสินค้าและบริการไทย ที่กรมส่งเสริมการค้าระหว่างประเทศมอบให้ผู้ประกอบการที่ผ่านเกณฑ์',
      'ผู้ได้รับตราต้องผลิตสินค้าหรือให้บริการในประเทศไทย มีมาตรฐานการผลิตหรือการบริการที่ได้รับการรับรอง และดำเนินธุรกิจอย่างรับผิดชอบต่อสังคม สิ่งแวดล้อม และแรงงาน ตราสัญลักษณ์จึงสื่อให้ผู้ซื้อในต่างประเทศเห็นว่าสินค้าและบริการนั้นมาจากผู้ประกอบการไทยที่เชื่อถือได้',
      'ผู้ได้รับตราใช้ตราสัญลักษณ์บนสินค้า บรรจุภัณฑ์ และสื่อการตลาดได้ และได้รับโอกาสร่วมกิจกรรมส่งเสริมการค้าบางกิจกรรมที่กรมจัด ตราสัญลักษณ์มีอายุตามที่กำหนดและต้องต่ออายุเมื่อครบกำหนด',
      'ผู้ประกอบการที่สนใจยื่นขอตราสัญลักษณ์ได้ผ่านระบบ e-Service ของกรม พร้อมเอกสารแสดงมาตรฐานการผลิตหรือการบริการและการดำเนินธุรกิจ',
    ],
    [
      'The T Mark, or Thailand Trust Mark, is the quality mark for Thai products and services, granted by DITP to businesses that meet its criteria.',
      'Holders must make their products or provide their services in Thailand, hold recognised production or service standards and run their business responsibly towards society, the environment and their workers. The mark tells buyers abroad that the product or service comes from a Thai business they can trust.',
      'Holders may use the mark on products, packaging and marketing material and can take part in some trade promotion activities the department organises. The mark is valid for a set period and must be renewed when it expires.',
      "Businesses can apply through the department's e-Service with documents showing their production or service standards and business practices.",
    ],
    { shared: { award_year: 2024 } },
  ),
];

export const aboutDitp2: SeedEntry[] = [
  simple(
    'legal-powers',
    null,
    'อำนาจหน้าที่ตามกฎหมาย',
    'Legal powers and duties',
    [
      'กรมส่งเสริมการค้าระหว่างประเทศมีอำนาจหน้าที่ส่งเสริมและพัฒนาการค้าระหว่างประเทศตามกฎกระทรวงแบ่งส่วนราชการ',
      '<h2>อำนาจหน้าที่โดยสรุป</h2>',
      '<ul><li>ส่งเสริมและพัฒนาการส่งออกสินค้าและบริการของไทย และขยายตลาดการค้าในต่างประเทศ</li><li>ศึกษา วิเคราะห์ และเผยแพร่ข้อมูลการค้าระหว่างประเทศแก่ผู้ประกอบการ</li><li>พัฒนาผู้ประกอบการ สินค้า และตราสินค้าไทยให้แข่งขันได้ในตลาดโลก</li><li>จัดงานแสดงสินค้า คณะผู้แทนการค้า และกิจกรรมส่งเสริมการค้าในประเทศและต่างประเทศ</li><li>ปฏิบัติงานอื่นตามที่กฎหมายกำหนดให้เป็นอำนาจหน้าที่ของกรม หรือตามที่กระทรวงหรือคณะรัฐมนตรีมอบหมาย</li></ul>',
      'กรมดำเนินภารกิจเหล่านี้ผ่านหน่วยงานส่วนกลางและสำนักงานส่งเสริมการค้าในต่างประเทศ โดยทำงานร่วมกับหน่วยงานอื่นในสังกัดกระทรวงพาณิชย์ ภาคเอกชน และสมาคมการค้า',
      'ท่านสามารถอ่านกฎหมายและระเบียบที่เกี่ยวข้องกับอำนาจหน้าที่ของกรมได้ในหัวข้อกฎหมายและระเบียบที่เกี่ยวข้องบนหน้านี้',
    ],
    [
      'DITP promotes and develops international trade under the ministerial regulation on its organisation.',
      '<h2>Its duties in brief</h2>',
      '<ul><li>Promoting and developing exports of Thai goods and services, and opening up markets abroad.</li><li>Studying, analysing and publishing international trade information for businesses.</li><li>Developing Thai businesses, products and brands so that they can compete in world markets.</li><li>Organising trade fairs, trade missions and trade promotion activities in Thailand and abroad.</li><li>Other duties that the law assigns to the department, or that the ministry or the Cabinet entrusts to it.</li></ul>',
      'The department carries out these duties through its units at headquarters and the Thai Trade Centers abroad, working with the other agencies of the Ministry of Commerce, the private sector and trade associations.',
      "The laws and regulations behind the department's powers are listed under Laws and regulations on this page.",
    ],
    { shared: { anchor: 'legal-powers' } },
  ),
  simple(
    'strategy',
    null,
    'ยุทธศาสตร์และแผนปฏิบัติราชการ',
    'Strategy and action plan',
    [
      'แผนปฏิบัติราชการระยะ 5 ปี เน้นการส่งออกสินค้าและบริการมูลค่าสูง',
      'แผนนี้จัดทำให้สอดคล้องกับยุทธศาสตร์ชาติ แผนแม่บทที่เกี่ยวข้อง และนโยบายของกระทรวงพาณิชย์ โดยมุ่งให้ผู้ประกอบการไทยแข่งขันได้ด้วยคุณภาพ นวัตกรรม ตราสินค้า และการออกแบบ มากกว่าการแข่งขันด้านราคา',
      '<h2>ประเด็นหลักของแผน</h2>',
      '<ul><li>ขยายตลาดส่งออกทั้งตลาดหลักและตลาดใหม่ที่มีศักยภาพ</li><li>พัฒนาผู้ประกอบการ โดยเฉพาะผู้ประกอบการขนาดกลางและขนาดย่อม ให้พร้อมค้าขายระหว่างประเทศ</li><li>ส่งเสริมการค้าผ่านช่องทางดิจิทัล และสินค้าตามแนวคิดเศรษฐกิจ BCG</li><li>พัฒนาบริการของกรมให้เป็นดิจิทัลและเข้าถึงได้ง่าย</li></ul>',
      'กรมจัดทำแผนปฏิบัติราชการประจำปีเพื่อแปลงแผนระยะ 5 ปีเป็นโครงการและตัวชี้วัด และรายงานผลการดำเนินงานเป็นประจำ ผลการดำเนินงานประจำปีเผยแพร่ในรายงานประจำปีของกรม',
    ],
    [
      'The five-year action plan focuses on high-value goods and services exports.',
      'The plan follows the national strategy, the related master plans and the policies of the Ministry of Commerce. Its aim is for Thai businesses to compete on quality, innovation, brand and design rather than on price.',
      '<h2>Main themes of the plan</h2>',
      "<ul><li>Growing exports in both established and promising new markets.</li><li>Preparing businesses, especially small and medium-sized ones, to trade internationally.</li><li>Promoting trade through digital channels and products of the BCG economy.</li><li>Making the department's own services digital and easy to use.</li></ul>",
      "Each year the department draws up an annual action plan that turns the five-year plan into projects and indicators, and reports regularly on progress. Its yearly results are published in the department's annual report.",
    ],
    { shared: { anchor: 'strategy' } },
  ),
  simple(
    'structure',
    null,
    'โครงสร้างองค์กร',
    'Organisation structure',
    [
      'ประกอบด้วยส่วนกลางและสำนักงานส่งเสริมการค้าในต่างประเทศกว่า 50 แห่ง',
      'ส่วนกลางตั้งอยู่ที่จังหวัดนนทบุรี ประกอบด้วยหน่วยงานด้านบริหาร เช่น สำนักบริหารกลาง กองคลัง และกลุ่มกฎหมาย หน่วยงานด้านส่งเสริมการค้า เช่น สำนักส่งเสริมการค้าสินค้าเกษตรและอุตสาหกรรม และกองกิจการต่างประเทศ และหน่วยงานสนับสนุน เช่น ศูนย์เทคโนโลยีสารสนเทศและการสื่อสาร สำนักประชาสัมพันธ์และสื่อสารองค์กร และสถาบันพัฒนาผู้ประกอบการการค้ายุคใหม่',
      'สำนักงานส่งเสริมการค้าในต่างประเทศตั้งอยู่ในเมืองสำคัญทางการค้าทั่วโลก ทำหน้าที่เป็นตัวแทนของกรมในตลาดนั้น นอกจากนี้กรมยังแต่งตั้งที่ปรึกษาการค้ากิตติมศักดิ์ในบางเมืองเพื่อช่วยส่งเสริมการค้าของไทย',
      'รายชื่อสำนักงานในต่างประเทศและที่ปรึกษาการค้ากิตติมศักดิ์ดูได้ที่หน้าสำนักงานส่งเสริมการค้าในต่างประเทศของเว็บไซต์นี้ ส่วนรายชื่อผู้บริหารของกรมดูได้ที่หน้าเกี่ยวกับกรม',
    ],
    [
      'Headquarters plus more than 50 Thai Trade Centers abroad.',
      'Headquarters, in Nonthaburi province, brings together administrative units such as the Office of the Secretary, the Finance Division and the Legal Affairs Group; trade promotion units such as the Agricultural and Industrial Products Trade Promotion Bureau and the Foreign Affairs Division; and support units such as the Information and Communication Technology Center, the Public Relations and Corporate Communication Office and the New Economy Academy.',
      'The Thai Trade Centers are located in major trading cities around the world and represent the department in their markets. The department also appoints honorary trade advisors in some cities to help promote Thai trade.',
      "The overseas offices and honorary trade advisors are listed on this website's overseas offices page; the department's executives are listed on the About DITP page.",
    ],
    { shared: { anchor: 'structure' } },
  ),
  simple(
    'public-sector-development',
    null,
    'การพัฒนาระบบราชการ',
    'Public sector development',
    [
      'แผนพัฒนาองค์การและการให้บริการภาครัฐแบบดิจิทัล',
      'กรมส่งเสริมการค้าระหว่างประเทศพัฒนาองค์การตามเกณฑ์คุณภาพการบริหารจัดการภาครัฐ โดยทบทวนกระบวนการทำงาน ลดขั้นตอนที่ไม่จำเป็น พัฒนาระบบงานภายในให้ทำงานบนระบบดิจิทัลมากขึ้น และนำความคิดเห็นของผู้รับบริการมาปรับปรุงบริการอย่างต่อเนื่อง',
      'ด้านบริการดิจิทัล กรมมุ่งให้ผู้ประกอบการทำธุรกรรมกับกรมได้ทางออนไลน์ตั้งแต่ต้นจนจบ เช่น การสมัครสมาชิก การลงทะเบียนกิจกรรม และการขอหนังสือรับรอง ผ่านระบบ e-Service และลดการขอสำเนาเอกสารที่หน่วยงานของรัฐมีอยู่แล้ว',
      'กรมรายงานผลการดำเนินงานตามแผนเป็นประจำทุกปี และผู้รับบริการสามารถเสนอแนะการปรับปรุงบริการได้ผ่านแบบสำรวจความพึงพอใจและแบบฟอร์มแสดงความคิดเห็นบนเว็บไซต์นี้',
    ],
    [
      'The plan to develop the organisation and digital public services.',
      'DITP develops as an organisation against the Public Sector Management Quality criteria: it reviews its work processes, removes unnecessary steps, moves more of its internal work onto digital systems and uses the views of the people it serves to keep improving its services.',
      'On digital services, the department aims to let businesses deal with it online from start to finish, for example when becoming a member, registering for activities or requesting certificates through its e-Service, and to stop asking for copies of documents that government agencies already hold.',
      'The department reports on the plan every year, and the people it serves can suggest improvements through the satisfaction survey and the opinion form on this website.',
    ],
    { shared: { anchor: 'public-sector-development' } },
  ),
  simple(
    'hr',
    null,
    'การบริหารทรัพยากรบุคคล',
    'Human resource management',
    [
      'นโยบายการพัฒนาบุคลากรและความก้าวหน้าในสายอาชีพ',
      'กรมบริหารทรัพยากรบุคคลตามหลักคุณธรรม ทั้งการสรรหา การเลือกสรร การประเมินผลการปฏิบัติงาน และการเลื่อนตำแหน่ง โดยเปิดเผยหลักเกณฑ์ให้บุคลากรทราบ และใช้ผลการประเมินที่ตรวจสอบได้',
      'บุคลากรได้รับการพัฒนาตามแผนรายบุคคล ทั้งความรู้ด้านการค้าระหว่างประเทศ ภาษาต่างประเทศ ทักษะดิจิทัล และการบริหาร ความต้องการในการพัฒนาของแต่ละคนได้รับการทบทวนร่วมกับผู้บังคับบัญชาทุกปี ผู้ที่มีศักยภาพมีโอกาสหมุนเวียนไปปฏิบัติงานที่สำนักงานส่งเสริมการค้าในต่างประเทศ',
      'กรมดูแลคุณภาพชีวิตในการทำงาน ความปลอดภัย และความสมดุลระหว่างงานกับชีวิต และเปิดช่องทางให้บุคลากรเสนอความคิดเห็นหรือร้องเรียนได้อย่างเป็นธรรม ข่าวรับสมัครงานของกรมดูได้ที่หน้ารับสมัครงาน',
    ],
    [
      'Staff development and career policies.',
      'The department manages its people on the merit principle, in recruitment, selection, performance appraisal and promotion alike. The criteria are made known to staff and appraisals are based on results that can be verified.',
      "Staff are developed under individual plans covering international trade, foreign languages, digital skills and management. Each person's development needs are reviewed every year with their supervisor, and those with potential have the chance to serve at the Thai Trade Centers abroad.",
      "The department looks after the quality of working life, safety and work-life balance, and gives staff fair channels for suggestions and complaints. The department's job vacancies are listed on the jobs page.",
    ],
    { shared: { anchor: 'hr-management' } },
  ),
  simple(
    'laws-and-regulations',
    null,
    'กฎหมายและระเบียบที่เกี่ยวข้อง',
    'Laws and regulations',
    [
      'พระราชบัญญัติ กฎกระทรวง และระเบียบที่กรมใช้ในการปฏิบัติงาน',
      '<h2>กฎหมายหลักที่เกี่ยวข้อง</h2>',
      '<ul><li>กฎกระทรวงแบ่งส่วนราชการกรมส่งเสริมการค้าระหว่างประเทศ กระทรวงพาณิชย์</li><li>พระราชบัญญัติการจัดซื้อจัดจ้างและการบริหารพัสดุภาครัฐ พ.ศ. 2560</li><li>พระราชบัญญัติข้อมูลข่าวสารของราชการ พ.ศ. 2540</li><li>พระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562</li><li>พระราชบัญญัติการอำนวยความสะดวกในการพิจารณาอนุญาตของทางราชการ พ.ศ. 2558</li></ul>',
      'นอกจากนี้ยังมีระเบียบและประกาศของกรมที่ใช้ในการให้บริการ เช่น หลักเกณฑ์การสนับสนุนผู้ส่งออกจากกองทุนส่งเสริมการค้าระหว่างประเทศ และหลักเกณฑ์การคัดเลือกผู้ประกอบการเข้าร่วมกิจกรรม',
      'รายการในหน้านี้จัดทำเพื่อความสะดวกในการค้นหา ตัวบทกฎหมายที่ใช้บังคับคือฉบับที่ประกาศในราชกิจจานุเบกษา',
    ],
    [
      'The acts, ministerial regulations and rules the department works under.',
      '<h2>The main laws</h2>',
      '<ul><li>The ministerial regulation on the organisation of the Department of International Trade Promotion, Ministry of Commerce.</li><li>The Government Procurement and Supplies Management Act B.E. 2560 (2017).</li><li>The Official Information Act B.E. 2540 (1997).</li><li>The Personal Data Protection Act B.E. 2562 (2019).</li><li>The Licensing Facilitation Act B.E. 2558 (2015).</li></ul>',
      'The department also has its own regulations and announcements for its services, such as the criteria for supporting exporters from the International Trade Promotion Fund and the criteria for selecting businesses to take part in its activities.',
      'This list is provided for convenience; the authoritative text of each law is the one published in the Royal Gazette.',
    ],
    { shared: { anchor: 'laws-and-regulations' } },
  ),
  simple(
    'draft-laws',
    5,
    'ร่างกฎหมายที่เปิดรับฟังความคิดเห็น',
    'Draft laws open for comment',
    [
      'ร่วมแสดงความคิดเห็นต่อร่างระเบียบว่าด้วยการส่งเสริมการค้า',
      'กรมเปิดรับฟังความคิดเห็นต่อร่างกฎหมายและร่างระเบียบที่อยู่ในความรับผิดชอบ ตามแนวทางของพระราชบัญญัติหลักเกณฑ์การจัดทำร่างกฎหมายและการประเมินผลสัมฤทธิ์ของกฎหมาย พ.ศ. 2562 เพื่อให้ผู้ที่อาจได้รับผลกระทบมีโอกาสเสนอความเห็นก่อนการประกาศใช้',
      'ร่างระเบียบนี้กำหนดหลักเกณฑ์การคัดเลือกผู้ประกอบการเข้าร่วมกิจกรรมส่งเสริมการค้า การสนับสนุนค่าใช้จ่าย และหน้าที่ของผู้เข้าร่วมกิจกรรม ท่านสามารถอ่านสรุปสาระสำคัญและเสนอความคิดเห็นได้ภายในระยะเวลาที่กำหนดในประกาศ',
      'ความคิดเห็นที่ได้รับจะนำไปประกอบการปรับปรุงร่างระเบียบ และกรมจะเผยแพร่สรุปผลการรับฟังความคิดเห็นพร้อมคำชี้แจงบนเว็บไซต์นี้',
      'ท่านสามารถแสดงความคิดเห็นผ่านแบบฟอร์มแสดงความคิดเห็นบนเว็บไซต์นี้ โดยระบุประเด็นและเหตุผลประกอบ ข้อมูลส่วนบุคคลของผู้แสดงความคิดเห็นจะใช้เพื่อการรับฟังความคิดเห็นเท่านั้น',
    ],
    [
      'Comment on the draft regulation on trade promotion.',
      'The department consults the public on the draft laws and regulations it is responsible for, following the approach of the Act on Legislative Drafting and Evaluation of Law B.E. 2562 (2019), so that those who may be affected can give their views before the rules take effect.',
      'The draft regulation sets the criteria for selecting businesses to take part in trade promotion activities, the support with costs, and the obligations of participants. You can read a summary of its main points and comment within the period stated in the announcement.',
      'The comments received will be taken into account in revising the draft, and the department will publish a summary of the consultation with its response on this website.',
      'Please comment through the opinion form on this website, stating the points you raise and your reasons. Personal data of those who comment is used only for the consultation.',
    ],
    { shared: { anchor: 'draft-laws' } },
  ),
];

export const funds: SeedEntry[] = [
  simple(
    'fund-report',
    7,
    'รายงานการเงินกองทุนส่งเสริมการค้าระหว่างประเทศ',
    'International Trade Promotion Fund financial report',
    [
      'รายงานสถานะการเงินประจำปีของกองทุนส่งเสริมการค้าระหว่างประเทศ',
      'กองทุนส่งเสริมการค้าระหว่างประเทศเป็นแหล่งเงินที่ใช้สนับสนุนกิจกรรมส่งเสริมการส่งออก เช่น การนำผู้ประกอบการไทยร่วมงานแสดงสินค้าในต่างประเทศ และการพัฒนาศักยภาพผู้ส่งออก รายงานนี้แสดงรายรับ รายจ่าย และเงินคงเหลือของกองทุนในรอบปีบัญชี',
      '<h2>เนื้อหาของรายงาน</h2>',
      '<ul><li>งบแสดงฐานะการเงินและงบแสดงผลการดำเนินงานทางการเงิน</li><li>หมายเหตุประกอบงบการเงิน</li><li>สรุปการใช้จ่ายเงินกองทุนจำแนกตามประเภทกิจกรรม</li><li>รายงานของผู้สอบบัญชี</li></ul>',
      'งบการเงินของกองทุนผ่านการตรวจสอบของผู้สอบบัญชีตามที่กฎหมายกำหนด และเผยแพร่เพื่อให้ประชาชนตรวจสอบการใช้เงินของกองทุนได้ ท่านที่ต้องการข้อมูลเพิ่มเติมสามารถยื่นคำขอได้ที่ศูนย์ข้อมูลข่าวสารของราชการของกรม',
    ],
    [
      "The fund's annual financial statement: the International Trade Promotion Fund's financial position for the year.",
      'The International Trade Promotion Fund pays for export promotion activities, such as taking Thai businesses to trade fairs abroad and developing the skills of exporters. This report shows the income, expenditure and balance of the fund for the financial year.',
      '<h2>What the report contains</h2>',
      "<ul><li>The statement of financial position and the statement of financial performance.</li><li>Notes to the financial statements.</li><li>A summary of the fund's spending by type of activity.</li><li>The auditor's report.</li></ul>",
      "The fund's financial statements are audited as the law requires and published so that the public can check how the fund's money is used. For further information, submit a request to the department's official information centre.",
    ],
  ),
  simple(
    'fund-support',
    14,
    'หลักเกณฑ์การสนับสนุนผู้ส่งออกจากกองทุนส่งเสริมการค้าระหว่างประเทศ',
    'Fund support criteria for exporters (ส่งออก)',
    [
      'ผู้ส่งออก SMEs ขอรับการสนับสนุนค่าใช้จ่ายร่วมงานแสดงสินค้าได้ ตามหลักเกณฑ์ของกองทุนส่งเสริมการค้าระหว่างประเทศ',
      'การสนับสนุนครอบคลุมค่าใช้จ่ายบางส่วนในการร่วมงานแสดงสินค้าและกิจกรรมส่งเสริมการค้าในต่างประเทศที่กรมจัดหรือให้ความเห็นชอบ เช่น ค่าเช่าพื้นที่และค่าตกแต่งคูหา ตามอัตราและเงื่อนไขที่คณะกรรมการบริหารกองทุนกำหนด',
      '<h2>คุณสมบัติโดยสรุป</h2>',
      '<ul><li>เป็นนิติบุคคลหรือผู้ประกอบการที่จดทะเบียนถูกต้องตามกฎหมายไทย</li><li>เป็นผู้ประกอบการขนาดกลางและขนาดย่อมตามนิยามของทางราชการ</li><li>เป็นสมาชิกของกรมส่งเสริมการค้าระหว่างประเทศ</li><li>ไม่มีค่าใช้จ่ายค้างชำระกับกรม</li></ul>',
      'ผู้ประกอบการยื่นคำขอผ่านระบบ e-Service ของกรมก่อนวันเข้าร่วมกิจกรรม และส่งหลักฐานการเข้าร่วมและหลักฐานการจ่ายเงินหลังกิจกรรมสิ้นสุด กรมจะพิจารณาและแจ้งผลทางระบบ หากมีข้อสงสัยโปรดติดต่อสายด่วน 1169 ในวันและเวลาราชการ',
    ],
    [
      'SME exporters can apply for support with trade fair costs, under the criteria of the International Trade Promotion Fund.',
      'Support covers part of the cost of taking part in trade fairs and trade promotion activities abroad that the department organises or approves, such as space rental and booth construction, at the rates and on the conditions set by the fund management committee.',
      '<h2>Eligibility in brief</h2>',
      '<ul><li>A legal entity or business duly registered under Thai law.</li><li>A small or medium-sized enterprise as defined by the government.</li><li>A member of DITP.</li><li>No outstanding payments owed to the department.</li></ul>',
      "Apply through the department's e-Service before the activity, then send proof of participation and of payment once it is over. The department reviews each claim and notifies the result through the system. For questions, call the 1169 hotline during office hours.",
    ],
  ),
  simple(
    'fund-board',
    21,
    'ประกาศคณะกรรมการบริหารกองทุน',
    'Fund committee announcement',
    [
      'มติการประชุมคณะกรรมการบริหารกองทุนส่งเสริมการค้าระหว่างประเทศ',
      'คณะกรรมการบริหารกองทุนมีหน้าที่พิจารณาอนุมัติแผนการใช้จ่ายเงินกองทุน กำหนดหลักเกณฑ์และอัตราการสนับสนุนผู้ส่งออก และติดตามผลการดำเนินงานและสถานะการเงินของกองทุน ประกาศนี้สรุปมติจากการประชุมครั้งล่าสุด',
      'มติที่มีผลต่อผู้ประกอบการ เช่น การปรับหลักเกณฑ์หรืออัตราการสนับสนุน จะมีผลตามวันที่ระบุในมติ และกรมจะแจ้งผู้ประกอบการที่เกี่ยวข้องผ่านระบบ e-Service รวมทั้งปรับปรุงหลักเกณฑ์ที่เผยแพร่บนเว็บไซต์นี้ให้เป็นปัจจุบัน',
      'รายงานการประชุมเปิดให้ตรวจดูได้ตามพระราชบัญญัติข้อมูลข่าวสารของราชการ พ.ศ. 2540 เว้นแต่ส่วนที่กฎหมายให้ไม่ต้องเปิดเผย ท่านที่ต้องการข้อมูลเพิ่มเติมสามารถยื่นคำขอได้ที่ศูนย์ข้อมูลข่าวสารของราชการของกรม',
    ],
    [
      'Resolutions of the fund management committee of the International Trade Promotion Fund.',
      "The fund management committee approves the fund's spending plan, sets the criteria and rates of support for exporters and follows the fund's results and financial position. This announcement summarises the resolutions of its latest meeting.",
      'Resolutions that affect businesses, such as changes to the criteria or rates of support, take effect on the date stated in the resolution. The department informs the businesses concerned through its e-Service and updates the criteria published on this website.',
      "The minutes are open to inspection under the Official Information Act B.E. 2540 (1997), except for parts the law allows to be withheld. For further information, submit a request to the department's official information centre.",
    ],
  ),
];

export const integrity: SeedEntry[] = [
  simple(
    'ita',
    5,
    'การประเมินคุณธรรมและความโปร่งใส (ITA)',
    'Integrity and Transparency Assessment (ITA)',
    [
      'ผลการประเมิน ITA และแผนปรับปรุงของกรมส่งเสริมการค้าระหว่างประเทศ',
      'การประเมินคุณธรรมและความโปร่งใสในการดำเนินงานของหน่วยงานภาครัฐ (ITA) เป็นเครื่องมือที่สำนักงานคณะกรรมการป้องกันและปราบปรามการทุจริตแห่งชาติใช้ประเมินหน่วยงานของรัฐเป็นประจำทุกปี โดยรวบรวมความเห็นของบุคลากรภายใน ความเห็นของผู้รับบริการและผู้มีส่วนได้ส่วนเสีย และข้อมูลที่หน่วยงานเปิดเผยต่อสาธารณะ',
      'กรมนำผลการประเมินมาวิเคราะห์จุดที่ควรปรับปรุง และจัดทำแผนปรับปรุง เช่น การเปิดเผยข้อมูลการจัดซื้อจัดจ้างให้ครบถ้วนและทันเวลา การชี้แจงขั้นตอนและระยะเวลาการให้บริการ และการเสริมสร้างวัฒนธรรมองค์กรที่ไม่ทนต่อการทุจริต',
      'ข้อมูลที่กรมเปิดเผยตามการประเมินดูได้ที่หน้าการเปิดเผยข้อมูลสาธารณะ (OIT) และท่านสามารถแจ้งเบาะแสการทุจริตได้ผ่านแบบฟอร์มร้องเรียนการทุจริตบนเว็บไซต์นี้',
    ],
    [
      'ITA results and improvement plan of the Department of International Trade Promotion.',
      "The Integrity and Transparency Assessment (ITA) is the tool the Office of the National Anti-Corruption Commission uses to assess government agencies every year. It combines the views of an agency's own staff, the views of the people it serves and other stakeholders, and the information the agency publishes.",
      'The department analyses the results to see where it should improve and draws up an improvement plan, for example publishing procurement information completely and on time, explaining the steps and time limits of its services, and building an organisational culture that does not tolerate corruption.',
      'The information the department publishes for the assessment is on the Public information (OIT) page, and you can report suspected corruption through the corruption complaint form on this website.',
    ],
  ),
  simple(
    'no-gift',
    12,
    'นโยบายงดให้ งดรับของขวัญ (No Gift Policy)',
    'No Gift Policy',
    [
      'กรมส่งเสริมการค้าระหว่างประเทศประกาศนโยบายงดให้ งดรับของขวัญ บุคลากรของกรมงดรับของขวัญทุกเทศกาล',
      'นโยบายนี้ใช้กับบุคลากรทุกระดับ ทั้งในส่วนกลางและสำนักงานส่งเสริมการค้าในต่างประเทศ ครอบคลุมของขวัญ ของกำนัล และประโยชน์อื่นใดจากผู้มาติดต่อ ผู้ประกอบการ และคู่สัญญา ทั้งในรูปสิ่งของ เงิน และการเลี้ยงรับรอง เพื่อป้องกันผลประโยชน์ทับซ้อน',
      'กรมขอความร่วมมือผู้ประกอบการและผู้มาติดต่อทุกท่านงดมอบของขวัญแก่บุคลากรของกรม หากต้องการแสดงความยินดีหรือขอบคุณ ขอให้ใช้การส่งบัตรอวยพรหรือข้อความแทน',
      'หากพบว่าบุคลากรของกรมเรียกรับหรือรับของขวัญหรือประโยชน์อื่นใด ท่านสามารถแจ้งได้ผ่านแบบฟอร์มร้องเรียนการทุจริตบนเว็บไซต์นี้ กรมจะเก็บข้อมูลของผู้แจ้งเป็นความลับ',
    ],
    [
      'Staff do not accept gifts on any occasion: the department has adopted a No Gift Policy.',
      'The policy applies to staff at every level, at headquarters and at the Thai Trade Centers abroad. It covers gifts, presents and any other benefit from visitors, businesses and contractors, whether in kind, in money or as hospitality, so as to prevent conflicts of interest.',
      'The department asks all businesses and visitors not to give gifts to its staff. If you wish to congratulate or thank someone, please send a card or a message instead.',
      'If you find that a member of staff has asked for or accepted a gift or other benefit, report it through the corruption complaint form on this website. The department keeps the identity of those who report confidential.',
    ],
  ),
  simple(
    'conflict',
    18,
    'มาตรการป้องกันผลประโยชน์ทับซ้อน',
    'Conflict of interest prevention measures',
    [
      'มาตรการป้องกันผลประโยชน์ทับซ้อนของกรม เป็นแนวทางปฏิบัติสำหรับเจ้าหน้าที่ทุกระดับ',
      'ผลประโยชน์ทับซ้อนเกิดขึ้นเมื่อประโยชน์ส่วนตัวของเจ้าหน้าที่อาจมีผลต่อการตัดสินใจในหน้าที่ราชการ เช่น การพิจารณาคัดเลือกบริษัทที่ตนหรือญาติมีส่วนได้เสียให้เข้าร่วมกิจกรรมหรือเป็นคู่สัญญากับกรม',
      '<h2>สิ่งที่เจ้าหน้าที่ต้องปฏิบัติ</h2>',
      '<ul><li>แจ้งส่วนได้เสียที่อาจเกี่ยวข้องกับงานที่รับผิดชอบต่อผู้บังคับบัญชา</li><li>ถอนตัวจากการพิจารณาเรื่องที่ตนมีส่วนได้เสีย</li><li>ไม่ใช้ข้อมูลภายในหรือทรัพย์สินของราชการเพื่อประโยชน์ส่วนตัว</li><li>ปฏิบัติตามนโยบายงดให้ งดรับของขวัญ</li></ul>',
      'กรมทบทวนมาตรการนี้เป็นประจำทุกปีตามผลการประเมินความเสี่ยงการทุจริต และประชาชนสามารถแจ้งเบาะแสได้ผ่านแบบฟอร์มร้องเรียนการทุจริตบนเว็บไซต์นี้',
    ],
    [
      "Guidance for officials: the department's measures to prevent conflicts of interest, for staff at every level.",
      "A conflict of interest arises when an official's private interest could affect an official decision, for example when selecting a company in which the official or a relative has an interest to take part in an activity or to become a contractor of the department.",
      '<h2>What officials must do</h2>',
      '<ul><li>Declare to their supervisor any interest that may relate to their work.</li><li>Withdraw from decisions on matters in which they have an interest.</li><li>Not use inside information or government property for private benefit.</li><li>Follow the No Gift Policy.</li></ul>',
      'The department reviews these measures every year in the light of its corruption risk assessment, and members of the public can report concerns through the corruption complaint form on this website.',
    ],
  ),
];

export const serviceStandards: SeedEntry[] = [
  simple(
    'manual',
    6,
    'คู่มือสำหรับประชาชน: การขอหนังสือรับรองผู้ส่งออก',
    'Citizen manual: requesting an exporter certificate',
    [
      'คู่มือนี้อธิบายการขอหนังสือรับรองผู้ส่งออกจากกรมส่งเสริมการค้าระหว่างประเทศ ระยะเวลาให้บริการ 1 วันทำการ',
      'คู่มือสำหรับประชาชนจัดทำตามพระราชบัญญัติการอำนวยความสะดวกในการพิจารณาอนุญาตของทางราชการ พ.ศ. 2558 เพื่อแจ้งหลักเกณฑ์ ขั้นตอน ระยะเวลา และเอกสารที่ใช้ ให้ผู้ขอรับบริการทราบล่วงหน้า',
      '<h2>ขั้นตอนการขอรับบริการ</h2>',
      '<ul><li>ยื่นคำขอผ่านระบบ e-Service ของกรม พร้อมแนบเอกสารตามที่กำหนด</li><li>เจ้าหน้าที่ตรวจสอบความครบถ้วนของคำขอและเอกสาร</li><li>ผู้มีอำนาจลงนามในหนังสือรับรอง</li><li>ผู้ขอรับหนังสือรับรองในรูปแบบอิเล็กทรอนิกส์ทางระบบ</li></ul>',
      'ระยะเวลาเริ่มนับเมื่อคำขอและเอกสารครบถ้วน หากเอกสารไม่ครบ เจ้าหน้าที่จะแจ้งและบันทึกรายการที่ต้องส่งเพิ่มเติม หากไม่ได้รับบริการตามมาตรฐานในคู่มือ ท่านสามารถแจ้งได้ที่สายด่วน 1169 ในวันและเวลาราชการ',
    ],
    [
      'This manual explains how to request an exporter certificate from DITP. Service time: one working day.',
      'Citizen manuals are published under the Licensing Facilitation Act B.E. 2558 (2015), so that applicants know the criteria, steps, time limits and documents in advance.',
      '<h2>Steps</h2>',
      "<ul><li>Submit the request through the department's e-Service with the required documents.</li><li>An official checks that the request and documents are complete.</li><li>An authorised officer signs the certificate.</li><li>The applicant receives the certificate electronically through the system.</li></ul>",
      'The service time starts once the request and documents are complete. If something is missing, the official will tell you and record what needs to be sent. If you do not receive the service as set out in the manual, please call the 1169 hotline during office hours.',
    ],
  ),
  simple(
    'sla',
    13,
    'มาตรฐานการให้บริการของกรม',
    'Service standards of the department',
    [
      'มาตรฐานการให้บริการของกรมกำหนดระยะเวลาตอบข้อซักถามไม่เกิน 3 วันทำการ',
      'มาตรฐานนี้ใช้กับข้อซักถามที่ส่งผ่านแบบฟอร์มขอคำปรึกษาบนเว็บไซต์ ระบบ e-Service และหนังสือ โดยนับจากวันทำการถัดจากวันที่กรมได้รับข้อซักถาม',
      'เรื่องที่ต้องประสานกับหน่วยงานอื่นหรือสำนักงานส่งเสริมการค้าในต่างประเทศอาจใช้เวลามากกว่านี้ ในกรณีนั้นกรมจะแจ้งความคืบหน้าภายในระยะเวลาเดียวกัน พร้อมกำหนดการตอบที่คาดไว้ ขั้นตอนและระยะเวลาของบริการแต่ละเรื่องระบุไว้ในคู่มือสำหรับประชาชน ซึ่งเผยแพร่บนเว็บไซต์นี้',
      'กรมติดตามผลการให้บริการตามมาตรฐานเป็นประจำ และนำผลสำรวจความพึงพอใจมาปรับปรุงบริการ หากท่านไม่ได้รับคำตอบภายในเวลาที่กำหนด โปรดติดต่อสายด่วน 1169 ในวันและเวลาราชการ',
    ],
    [
      'Questions are answered within three working days under the service standards of the department.',
      'The standard applies to questions sent through the inquiry form on this website, the e-Service and by letter, and is counted from the working day after the department receives the question.',
      'Matters that need input from other agencies or from the Thai Trade Centers abroad may take longer; in that case the department will tell you how the matter is progressing within the same period, with the expected date of its answer. The steps and time limits of each service are set out in the citizen manuals published on this website.',
      'The department monitors its performance against these standards and uses the satisfaction survey to improve its services. If you have not received an answer in time, please call the 1169 hotline during office hours.',
    ],
  ),
  simple(
    'satisfaction',
    20,
    'ผลสำรวจความพึงพอใจของผู้รับบริการ',
    'Customer satisfaction survey results',
    [
      'ผลสำรวจความพึงพอใจของผู้รับบริการประจำปี ความพึงพอใจเฉลี่ยร้อยละ 89',
      'การสำรวจครอบคลุมบริการหลักของกรม ได้แก่ การให้คำปรึกษาด้านการค้าระหว่างประเทศ การจัดงานแสดงสินค้าและกิจกรรมจับคู่ธุรกิจ การฝึกอบรม และบริการอิเล็กทรอนิกส์ ผู้ตอบแบบสำรวจเป็นผู้ประกอบการที่ใช้บริการของกรมในรอบปี',
      'ผลสำรวจจำแนกตามบริการและตามด้าน ได้แก่ กระบวนการและขั้นตอน เจ้าหน้าที่ผู้ให้บริการ ช่องทางการให้บริการ และคุณภาพของบริการ เพื่อให้กรมเห็นจุดที่ควรปรับปรุงได้ชัดเจน',
      'กรมนำข้อเสนอแนะจากแบบสำรวจมาจัดทำแผนปรับปรุงบริการในปีถัดไป และรายงานความคืบหน้าบนเว็บไซต์นี้ ท่านสามารถร่วมตอบแบบสำรวจความพึงพอใจได้ตลอดปีผ่านแบบสำรวจบนเว็บไซต์นี้',
    ],
    [
      'Results of the annual customer satisfaction survey. Average satisfaction: 89 per cent.',
      "The survey covers the department's main services: international trade advice, trade fairs and business matching, training and electronic services. Respondents are businesses that used the department's services during the year.",
      'The results are broken down by service and by aspect, namely the process and its steps, the staff providing the service, the service channels and the quality of the service, so that the department can see clearly where to improve.',
      'The department turns the suggestions from the survey into a service improvement plan for the following year and reports on progress on this website. You can take part in the satisfaction survey at any time of year through the survey on this website.',
    ],
  ),
];

export const govInfo: SeedEntry[] = [
  simple(
    'oia',
    4,
    'ข้อมูลข่าวสารตามมาตรา 7 พ.ร.บ.ข้อมูลข่าวสารของราชการ',
    'Information under section 7 of the Official Information Act',
    [
      'ข้อมูลข่าวสารที่กรมต้องลงพิมพ์ในราชกิจจานุเบกษาตามมาตรา 7 เช่น โครงสร้างและอำนาจหน้าที่ของหน่วยงาน',
      'มาตรา 7 แห่งพระราชบัญญัติข้อมูลข่าวสารของราชการ พ.ศ. 2540 กำหนดให้หน่วยงานของรัฐส่งข้อมูลข่าวสารบางประเภทลงพิมพ์ในราชกิจจานุเบกษา เพื่อให้ประชาชนทราบว่าหน่วยงานมีหน้าที่อะไร ทำงานอย่างไร และติดต่อได้ที่ใด',
      '<h2>ข้อมูลที่เปิดเผยตามมาตรา 7</h2>',
      '<ul><li>โครงสร้างและการจัดองค์กรในการดำเนินงาน</li><li>สรุปอำนาจหน้าที่ที่สำคัญและวิธีการดำเนินงาน</li><li>สถานที่ติดต่อเพื่อขอรับข้อมูลข่าวสารหรือคำแนะนำ</li><li>กฎ มติคณะรัฐมนตรี ข้อบังคับ คำสั่ง หนังสือเวียน ระเบียบ แบบแผน และนโยบาย</li></ul>',
      'ท่านสามารถขอตรวจดูข้อมูลข่าวสารอื่นของกรมได้ที่ศูนย์ข้อมูลข่าวสารของราชการของกรม หรือยื่นคำขอเป็นหนังสือตามมาตรา 11 ของพระราชบัญญัติเดียวกัน',
    ],
    [
      'Information the department must publish in the Royal Gazette under section 7, such as the structure and duties of the agency.',
      'Section 7 of the Official Information Act B.E. 2540 (1997) requires government agencies to publish certain information in the Royal Gazette, so that the public knows what an agency does, how it works and where to contact it.',
      '<h2>What section 7 covers</h2>',
      '<ul><li>The structure and organisation of the agency.</li><li>A summary of its main powers and duties and how it works.</li><li>Where to obtain information or advice.</li><li>Rules, Cabinet resolutions, by-laws, orders, circulars, regulations, procedures and policies.</li></ul>',
      'You can inspect other information held by the department at its official information centre, or make a written request under section 11 of the same Act.',
    ],
  ),
  simple(
    'budget',
    11,
    'งบประมาณรายจ่ายประจำปี',
    'Annual budget',
    [
      'สรุปงบประมาณที่ได้รับจัดสรรตามพระราชบัญญัติงบประมาณรายจ่ายประจำปี จำแนกตามแผนงาน ผลผลิต และโครงการของกรมส่งเสริมการค้าระหว่างประเทศ',
      'งบประมาณของกรมจำแนกเป็นงบบุคลากร งบดำเนินงาน งบลงทุน งบเงินอุดหนุน และงบรายจ่ายอื่น ใช้ในการดำเนินกิจกรรมส่งเสริมการส่งออก เช่น งานแสดงสินค้า คณะผู้แทนการค้า การพัฒนาผู้ประกอบการ และการดำเนินงานของสำนักงานส่งเสริมการค้าในต่างประเทศ',
      'กรมรายงานผลการใช้จ่ายงบประมาณเป็นรายไตรมาส และเผยแพร่แผนการจัดซื้อจัดจ้างและสรุปผลการจัดซื้อจัดจ้างรายเดือนบนเว็บไซต์นี้ เพื่อให้ประชาชนติดตามการใช้เงินงบประมาณได้ โครงการที่ได้รับงบประมาณต้องรายงานผลผลิตเทียบกับตัวชี้วัดที่กำหนดไว้ในเอกสารงบประมาณด้วย',
      'เอกสารงบประมาณฉบับทางการเผยแพร่โดยสำนักงบประมาณ ท่านที่ต้องการข้อมูลเพิ่มเติมสามารถยื่นคำขอได้ที่ศูนย์ข้อมูลข่าวสารของราชการของกรม',
    ],
    [
      'Summary of the allocated budget under the annual Budget Expenditure Act, by programme, output and project of the department.',
      "The department's budget is divided into personnel, operating, investment, subsidy and other expenditure. It pays for export promotion activities such as trade fairs, trade missions, business development and the running of the Thai Trade Centers abroad.",
      'The department reports on its budget spending every quarter and publishes its procurement plan and monthly procurement summaries on this website, so that the public can follow how the budget is used. Projects that receive funding must also report their outputs against the indicators set in the budget documents.',
      "The official budget documents are published by the Bureau of the Budget. For further information, submit a request to the department's official information centre.",
    ],
  ),
  simple(
    'annual-report',
    19,
    'รายงานประจำปี',
    'Annual report',
    [
      'รายงานประจำปีสรุปผลการดำเนินงานประจำปีของกรมส่งเสริมการค้าระหว่างประเทศ',
      'รายงานประกอบด้วยผลการดำเนินงานตามแผนปฏิบัติราชการ ผลการจัดกิจกรรมส่งเสริมการค้าในประเทศและต่างประเทศ ผลการพัฒนาผู้ประกอบการ รายงานการเงิน และผลการดำเนินงานตามตัวชี้วัดของกรม รวมทั้งการบริหารจัดการภายใน เช่น การบริหารทรัพยากรบุคคล มาตรการด้านคุณธรรมและความโปร่งใส และการพัฒนาบริการดิจิทัล',
      '<h2>เนื้อหาหลักของรายงาน</h2>',
      '<ul><li>ภาพรวมของกรมและทิศทางการดำเนินงาน</li><li>ผลการดำเนินงานตามยุทธศาสตร์และโครงการสำคัญ</li><li>ผลการดำเนินงานของสำนักงานส่งเสริมการค้าในต่างประเทศ</li><li>รายงานการเงินและการใช้จ่ายงบประมาณ</li></ul>',
      'รายงานประจำปีจัดทำขึ้นเพื่อแสดงความรับผิดชอบต่อสาธารณะในการใช้งบประมาณ ท่านสามารถอ่านรายงานประจำปีย้อนหลังได้บนเว็บไซต์นี้ หรือขอรับข้อมูลเพิ่มเติมได้ที่ศูนย์ข้อมูลข่าวสารของราชการของกรม',
    ],
    [
      "The department's annual performance, as set out in its annual report.",
      "The report covers results against the action plan, the trade promotion activities held in Thailand and abroad, business development, the financial statements and the department's performance against its indicators. It also reports on internal management, such as human resources, integrity measures and digital services.",
      '<h2>Main contents</h2>',
      '<ul><li>An overview of the department and its direction.</li><li>Results by strategy and major project.</li><li>The work of the Thai Trade Centers abroad.</li><li>Financial statements and budget spending.</li></ul>',
      "The annual report is how the department accounts to the public for its use of the budget. Earlier reports can be read on this website, and further information can be requested from the department's official information centre.",
    ],
  ),
];

export const privacyPosts: SeedEntry[] = [
  simple(
    'pdpa-events',
    9,
    'ประกาศความเป็นส่วนตัว: การลงทะเบียนร่วมกิจกรรม',
    'Privacy notice: event registration',
    [
      'ประกาศนี้อธิบายข้อมูลส่วนบุคคลที่เก็บเพื่อการลงทะเบียนและระยะเวลาการเก็บรักษา สำหรับผู้ลงทะเบียนร่วมกิจกรรมของกรมส่งเสริมการค้าระหว่างประเทศ',
      '<h2>ข้อมูลที่เก็บรวบรวม</h2>',
      '<ul><li>ชื่อ นามสกุล ตำแหน่ง และชื่อบริษัท</li><li>ข้อมูลติดต่อ เช่น หมายเลขโทรศัพท์และที่อยู่อีเมล</li><li>ข้อมูลสินค้าและตลาดที่สนใจ สำหรับการจับคู่ธุรกิจ</li><li>ภาพถ่ายและวิดีโอที่บันทึกระหว่างกิจกรรม</li></ul>',
      'กรมใช้ข้อมูลเพื่อจัดกิจกรรม ติดต่อผู้เข้าร่วม จับคู่ธุรกิจกับผู้ซื้อ และประเมินผลกิจกรรม ข้อมูลสินค้าและข้อมูลติดต่อทางธุรกิจอาจเปิดเผยต่อผู้ซื้อหรือคู่เจรจาที่เกี่ยวข้องเพื่อการจับคู่ธุรกิจ ฐานทางกฎหมายของการประมวลผล ได้แก่ การปฏิบัติหน้าที่ตามอำนาจของกรม และความยินยอมในกรณีที่กำหนด',
      'กรมเก็บรักษาข้อมูลเท่าที่จำเป็นตามวัตถุประสงค์และตามที่กฎหมายกำหนด แล้วจึงลบหรือทำลาย ท่านมีสิทธิขอเข้าถึง แก้ไข หรือลบข้อมูล และถอนความยินยอมได้ตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 โดยติดต่อผ่านแบบฟอร์มบนเว็บไซต์นี้',
    ],
    [
      'This notice sets out the personal data collected for registration and how long it is kept, for people who register for DITP activities.',
      '<h2>Data collected</h2>',
      '<ul><li>Name, job title and company name.</li><li>Contact details such as telephone number and e-mail address.</li><li>Products and markets of interest, for business matching.</li><li>Photographs and video taken during activities.</li></ul>',
      "The department uses the data to run activities, contact participants, match them with buyers and evaluate activities. Product information and business contact details may be shared with the buyers or counterparts concerned for business matching. The legal bases are the performance of the department's official duties and, where stated, consent.",
      'The department keeps the data only as long as its purpose and the law require, then deletes or destroys it. You have the right to access, correct or delete your data and to withdraw consent under the Personal Data Protection Act B.E. 2562 (2019); contact us through the form on this website.',
    ],
  ),
  simple(
    'pdpa-cctv',
    16,
    'ประกาศความเป็นส่วนตัว: กล้องวงจรปิด',
    'Privacy notice: CCTV',
    [
      'กรมส่งเสริมการค้าระหว่างประเทศใช้กล้องวงจรปิดในการบันทึกภาพเพื่อความปลอดภัยในอาคาร ประกาศนี้อธิบายการเก็บ ใช้ และเปิดเผยภาพที่บันทึก',
      'กรมติดป้ายแจ้งบริเวณที่มีการบันทึกภาพ และไม่ติดตั้งกล้องในพื้นที่ที่ต้องการความเป็นส่วนตัว เช่น ห้องน้ำ ภาพที่บันทึกใช้เพื่อรักษาความปลอดภัยของบุคคลและทรัพย์สิน ป้องกันและตรวจสอบเหตุที่อาจเกิดขึ้น และใช้เป็นหลักฐานเมื่อจำเป็น',
      'ฐานทางกฎหมายของการบันทึกภาพคือประโยชน์โดยชอบด้วยกฎหมายของกรมและการปฏิบัติตามกฎหมาย กรมจะเปิดเผยภาพต่อหน่วยงานที่มีอำนาจตามกฎหมาย เช่น เจ้าหน้าที่ตำรวจ เมื่อได้รับคำขอที่ถูกต้องเท่านั้น และจำกัดการเข้าถึงภาพเฉพาะเจ้าหน้าที่ที่ได้รับมอบหมาย',
      'ภาพจะถูกเก็บรักษาไว้ตามระยะเวลาที่จำเป็นแล้วบันทึกทับโดยอัตโนมัติ เว้นแต่ต้องเก็บไว้เป็นหลักฐาน ท่านมีสิทธิขอเข้าถึงภาพของท่านตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 โดยติดต่อผ่านแบบฟอร์มบนเว็บไซต์นี้',
    ],
    [
      'Recording for building security: DITP uses CCTV in its building. This notice explains how the recordings are collected, used and disclosed.',
      'Signs mark the areas being recorded, and no cameras are placed where privacy is expected, such as toilets. Recordings are used to keep people and property safe, to prevent and investigate incidents and, where necessary, as evidence.',
      "The legal bases for recording are the department's legitimate interests and compliance with the law. Recordings are disclosed only to authorities entitled by law to them, such as the police, on a valid request, and access is limited to authorised staff.",
      'Recordings are kept only as long as necessary and are then overwritten automatically, unless they are needed as evidence. You have the right to access recordings of yourself under the Personal Data Protection Act B.E. 2562 (2019); contact us through the form on this website.',
    ],
  ),
  simple(
    'pdpa-jobs',
    23,
    'ประกาศความเป็นส่วนตัว: ผู้สมัครงาน',
    'Privacy notice: job applicants',
    [
      'ประกาศความเป็นส่วนตัวสำหรับผู้สมัครงานกับกรมส่งเสริมการค้าระหว่างประเทศ ข้อมูลผู้สมัครงานใช้เพื่อการคัดเลือกเท่านั้น',
      '<h2>ข้อมูลที่กรมเก็บรวบรวม</h2>',
      '<ul><li>ข้อมูลระบุตัวตนและข้อมูลติดต่อ</li><li>ประวัติการศึกษา ประวัติการทำงาน และผลงาน</li><li>เอกสารประกอบการสมัคร เช่น สำเนาบัตรประจำตัวประชาชนและใบรับรองแพทย์</li><li>ผลการประเมินและการสัมภาษณ์</li></ul>',
      'ข้อมูลสุขภาพในใบรับรองแพทย์เป็นข้อมูลส่วนบุคคลที่มีความอ่อนไหว กรมใช้เฉพาะเท่าที่จำเป็นต่อการพิจารณาคุณสมบัติตามที่กฎหมายกำหนด และจำกัดการเข้าถึงเฉพาะเจ้าหน้าที่ที่เกี่ยวข้อง ข้อมูลของผู้สมัครจะไม่ถูกเปิดเผยต่อบุคคลภายนอก เว้นแต่กฎหมายกำหนด',
      'ข้อมูลของผู้ที่ไม่ได้รับการคัดเลือกจะเก็บไว้ตามระยะเวลาที่บัญชีผู้ผ่านการเลือกสรรยังใช้ได้ หรือตามที่กฎหมายกำหนด แล้วจึงทำลาย ท่านมีสิทธิขอเข้าถึงหรือแก้ไขข้อมูลของท่านตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562',
    ],
    [
      'This privacy notice is for people who apply for jobs with DITP. Applicant data is used only for selection.',
      '<h2>Data the department collects</h2>',
      '<ul><li>Identification and contact details.</li><li>Education, work history and portfolio.</li><li>Supporting documents, such as a copy of the ID card and a medical certificate.</li><li>Assessment and interview results.</li></ul>',
      'Health information in a medical certificate is sensitive personal data. The department uses it only as far as needed to check the qualifications the law requires, and access is limited to the staff involved. Applicant data is not disclosed to anyone outside the department unless the law requires it.',
      'Data of applicants who are not selected is kept for as long as the list of successful candidates remains valid, or as the law requires, and then destroyed. You have the right to access or correct your data under the Personal Data Protection Act B.E. 2562 (2019).',
    ],
  ),
];

export const applyForWorkPosts: SeedEntry[] = [
  simple(
    'result-1',
    3,
    'ประกาศรายชื่อผู้มีสิทธิเข้ารับการประเมินสมรรถนะ',
    'List of candidates invited to the competency assessment',
    [
      'กรมส่งเสริมการค้าระหว่างประเทศประกาศรายชื่อผู้มีสิทธิเข้ารับการประเมินสมรรถนะ ผู้มีรายชื่อโปรดนำบัตรประจำตัวประชาชนมาแสดงในวันประเมิน',
      'รายชื่อผู้มีสิทธิจัดเรียงตามตำแหน่งที่สมัครและเลขประจำตัวผู้สมัคร วัน เวลา และสถานที่ประเมินของแต่ละตำแหน่งระบุไว้ในประกาศ ผู้สมัครควรตรวจสอบรายชื่อและรายละเอียดของตนให้ถูกต้อง หากพบข้อผิดพลาดโปรดแจ้งกรมก่อนวันประเมิน',
      '<h2>ข้อปฏิบัติในวันประเมิน</h2>',
      '<ul><li>มาถึงสถานที่ประเมินก่อนเวลาเริ่มประเมิน</li><li>นำบัตรประจำตัวประชาชนหรือบัตรที่ทางราชการออกให้ซึ่งมีรูปถ่ายมาแสดง</li><li>แต่งกายสุภาพ</li><li>ผู้ที่มาไม่ทันเวลาเริ่มประเมินจะไม่ได้รับอนุญาตให้เข้ารับการประเมิน</li></ul>',
      'ผลการประเมินและรายชื่อผู้ผ่านการเลือกสรรจะประกาศบนเว็บไซต์นี้ หากมีข้อสงสัยโปรดติดต่อสายด่วน 1169 ในวันและเวลาราชการ',
    ],
    [
      'DITP announces the list of candidates invited to the competency assessment. Candidates must bring their ID card on the day.',
      'The list is arranged by position and applicant number. The date, time and place of the assessment for each position are given in the announcement. Candidates should check that their name and details are correct and tell the department of any error before the assessment day.',
      '<h2>On the day</h2>',
      '<ul><li>Arrive before the assessment starts.</li><li>Bring your national ID card or another government-issued card with a photograph.</li><li>Dress appropriately.</li><li>Candidates who arrive after the assessment has started will not be admitted.</li></ul>',
      'The results and the list of successful candidates will be published on this website. If you have questions, please call the 1169 hotline during office hours.',
    ],
  ),
  simple(
    'result-2',
    10,
    'ประกาศผลการเลือกสรรพนักงานราชการ',
    'Results of the government employee selection',
    [
      'กรมส่งเสริมการค้าระหว่างประเทศประกาศผลการเลือกสรรพนักงานราชการ ผู้ผ่านการเลือกสรรรายงานตัวภายใน 7 วัน นับแต่วันประกาศ',
      'รายชื่อผู้ผ่านการเลือกสรรเรียงตามลำดับคะแนน การจ้างจะเป็นไปตามลำดับที่ประกาศและตามจำนวนตำแหน่งว่าง บัญชีรายชื่อผู้ผ่านการเลือกสรรใช้ได้ตามระยะเวลาที่ระบุในประกาศ',
      '<h2>เอกสารที่ต้องนำมาในวันรายงานตัว</h2>',
      '<ul><li>บัตรประจำตัวประชาชนพร้อมสำเนา</li><li>ปริญญาบัตรหรือหนังสือรับรองการสำเร็จการศึกษาตัวจริงพร้อมสำเนา</li><li>ใบรับรองแพทย์</li><li>หนังสือรับรองการทำงาน (ถ้ามี)</li></ul>',
      'ผู้ที่ไม่รายงานตัวภายในเวลาที่กำหนดโดยไม่มีเหตุอันสมควร จะถือว่าสละสิทธิ์ และกรมจะเรียกผู้ที่อยู่ในลำดับถัดไป หากมีข้อสงสัยโปรดติดต่อสายด่วน 1169 ในวันและเวลาราชการ',
    ],
    [
      'DITP announces the results of its government employee selection. Successful candidates report within seven days of the announcement.',
      'Successful candidates are listed in order of their scores. Appointments follow that order and the number of vacancies, and the list remains valid for the period stated in the announcement.',
      '<h2>Documents to bring when reporting</h2>',
      '<ul><li>Your national ID card and a copy.</li><li>Your original degree certificate or certificate of graduation and a copy.</li><li>A medical certificate.</li><li>Employment certificates, if any.</li></ul>',
      'Candidates who do not report in time without good reason are deemed to have given up their place, and the department will call the next candidate on the list. If you have questions, please call the 1169 hotline during office hours.',
    ],
  ),
  simple(
    'internship',
    17,
    'โครงการฝึกงานนักศึกษา',
    'Student internship programme',
    [
      'กรมส่งเสริมการค้าระหว่างประเทศรับนักศึกษาฝึกงานด้านการค้าระหว่างประเทศ เพื่อให้นักศึกษาได้เรียนรู้งานส่งเสริมการส่งออกจากการปฏิบัติจริง',
      'นักศึกษาฝึกงานจะได้ร่วมงานกับหน่วยงานต่าง ๆ ของกรม เช่น การเตรียมงานแสดงสินค้าและกิจกรรมจับคู่ธุรกิจ การค้นคว้าข้อมูลตลาด การจัดทำสื่อประชาสัมพันธ์ และงานบริการผู้ประกอบการ โดยมีพี่เลี้ยงดูแลตลอดการฝึกงาน',
      '<h2>คุณสมบัติของผู้สมัคร</h2>',
      '<ul><li>กำลังศึกษาระดับปริญญาตรีหรือสูงกว่า ในสาขาที่เกี่ยวข้อง เช่น ธุรกิจระหว่างประเทศ เศรษฐศาสตร์ การตลาด ภาษา หรือการออกแบบ</li><li>มีหนังสือส่งตัวจากสถาบันการศึกษา</li><li>ฝึกงานได้ต่อเนื่องตามระยะเวลาที่สถาบันกำหนด</li></ul>',
      'ผู้สนใจส่งใบสมัครพร้อมหนังสือส่งตัวและประวัติโดยย่อผ่านแบบฟอร์มบนเว็บไซต์นี้ กรมจะพิจารณาความเหมาะสมของสาขาวิชากับงานที่มี และแจ้งผลให้ทราบทางข้อมูลติดต่อที่ระบุในใบสมัคร',
    ],
    [
      'DITP offers student internships in international trade, so that students learn export promotion work in practice.',
      'Interns work with units across the department, for example preparing trade fairs and business matching, researching markets, producing publicity material and serving businesses, with a mentor throughout the internship.',
      '<h2>Who can apply</h2>',
      "<ul><li>Students at bachelor's level or above in a relevant field, such as international business, economics, marketing, languages or design.</li><li>Students with a letter of placement from their university.</li><li>Students able to complete the full internship period their university requires.</li></ul>",
      "Send your application with the university's letter and a short CV through the form on this website. The department considers how well your field of study matches the work available and will reply to the contact details you give.",
    ],
  ),
];

export const divisions: SeedEntry[] = [
  simple(
    'secretary',
    null,
    'สำนักบริหารกลาง',
    'Office of the Secretary',
    [
      'สำนักบริหารกลางรับผิดชอบงานบริหารทั่วไป การเงิน และพัสดุ ของกรมส่งเสริมการค้าระหว่างประเทศ',
      'งานของสำนักครอบคลุมงานสารบรรณและธุรการ การบริหารอาคารสถานที่และยานพาหนะ การประสานงานการประชุมของผู้บริหาร งานการเงินร่วมกับกองคลัง และการจัดซื้อจัดจ้างตามพระราชบัญญัติการจัดซื้อจัดจ้างและการบริหารพัสดุภาครัฐ พ.ศ. 2560 รวมทั้งดูแลความปลอดภัยของสถานที่ราชการและการจัดเก็บเอกสารของกรม',
      'สำนักบริหารกลางรับหนังสือราชการที่ส่งถึงกรม และเผยแพร่ประกาศจัดซื้อจัดจ้าง ราคากลาง และสรุปผลการจัดซื้อจัดจ้างรายเดือนบนเว็บไซต์นี้ เพื่อให้ผู้ประกอบการและประชาชนติดตามได้',
      'ผู้ประกอบการที่ต้องการสอบถามเรื่องการจัดซื้อจัดจ้างหรือการเสนอราคา สามารถติดต่อผ่านสายด่วน 1169 ในวันและเวลาราชการ',
    ],
    [
      'General administration, finance and supplies: the Office of the Secretary runs the day-to-day administration of the department.',
      "Its work covers correspondence and clerical services, the management of buildings and vehicles, the organisation of executive meetings, financial work with the Finance Division, and procurement under the Government Procurement and Supplies Management Act B.E. 2560 (2017). It also looks after the security of the department's premises and the keeping of its records.",
      'The Office receives official letters addressed to the department and publishes procurement announcements, reference prices and monthly procurement summaries on this website, so that businesses and the public can follow them.',
      'Businesses with questions about procurement or bidding can call the 1169 hotline during office hours.',
    ],
  ),
  simple(
    'ict',
    null,
    'ศูนย์เทคโนโลยีสารสนเทศและการสื่อสาร',
    'Information and Communication Technology Center',
    [
      'ศูนย์เทคโนโลยีสารสนเทศและการสื่อสารดูแลระบบสารสนเทศและบริการอิเล็กทรอนิกส์ของกรมส่งเสริมการค้าระหว่างประเทศ',
      'ศูนย์รับผิดชอบการพัฒนาและบำรุงรักษาเว็บไซต์ ระบบ e-Service ระบบงานภายใน เครือข่าย และเครื่องแม่ข่าย รวมทั้งการรักษาความมั่นคงปลอดภัยไซเบอร์ของกรม ภายใต้การกำกับของผู้บริหารเทคโนโลยีสารสนเทศระดับสูง ศูนย์ยังให้บริการช่วยเหลือบุคลากรด้านเครื่องคอมพิวเตอร์และบัญชีผู้ใช้ และฝึกอบรมการใช้ระบบงานต่าง ๆ',
      'ศูนย์ยังดูแลการบริหารจัดการข้อมูลตามนโยบายธรรมาภิบาลข้อมูลของกรม และการเผยแพร่ชุดข้อมูลเปิด เช่น สถิติการส่งออก ในรูปแบบที่เครื่องอ่านได้',
      'หากท่านพบปัญหาในการใช้งานเว็บไซต์หรือระบบ e-Service โปรดแจ้งผ่านแบบฟอร์มติดต่อบนเว็บไซต์นี้ หรือสายด่วน 1169 โดยระบุหน้าที่ใช้งานและปัญหาที่พบ',
    ],
    [
      "Information systems and e-services: the Information and Communication Technology Center runs the department's digital services.",
      "The Center develops and maintains the website, the e-Service, internal systems, the network and servers, and looks after the department's cybersecurity, under the direction of the Chief Information Officer. The Center also supports staff with their computers and accounts and trains them in the systems they use.",
      "It also manages data under the department's data governance policy and publishes open datasets, such as export statistics, in machine-readable formats.",
      'If you have a problem using the website or the e-Service, please tell us through the contact form on this website or call the 1169 hotline, saying which page you were using and what went wrong.',
    ],
  ),
  simple(
    'nea',
    null,
    'สถาบันพัฒนาผู้ประกอบการการค้ายุคใหม่',
    'New Economy Academy',
    [
      'สถาบันพัฒนาผู้ประกอบการการค้ายุคใหม่ (NEA) พัฒนาผู้ประกอบการส่งออกให้มีความรู้และทักษะที่จำเป็นต่อการค้าระหว่างประเทศ',
      'สถาบันจัดหลักสูตรตั้งแต่ระดับเริ่มต้น เช่น ความรู้พื้นฐานการส่งออก ไปจนถึงหลักสูตรเฉพาะด้าน เช่น การตลาดดิจิทัล การใช้สิทธิประโยชน์จากความตกลงการค้าเสรี และการสร้างตราสินค้า ทั้งแบบเรียนในชั้นเรียนและแบบออนไลน์ หลักสูตรออกแบบร่วมกับผู้มีประสบการณ์จริงและปรับปรุงตามการเปลี่ยนแปลงของตลาดและกฎระเบียบ',
      'นอกจากการอบรม สถาบันยังมีโครงการพัฒนาผู้ประกอบการรุ่นใหม่ การให้คำปรึกษาเชิงลึก และการเชื่อมโยงผู้ประกอบการกับผู้เชี่ยวชาญและเครือข่ายธุรกิจ ผู้ผ่านการอบรมสามารถต่อยอดด้วยการเข้าร่วมงานแสดงสินค้าและกิจกรรมจับคู่ธุรกิจของกรม เพื่อนำความรู้ไปใช้จริง',
      'ท่านสามารถดูหลักสูตรที่เปิดรับสมัครและสมัครเรียนได้ผ่านระบบ e-Service ของกรมส่งเสริมการค้าระหว่างประเทศ',
    ],
    [
      'The New Economy Academy (NEA) develops exporters, giving businesses the knowledge and skills that international trade requires.',
      'It runs courses from beginner level, such as export basics, to specialised courses such as digital marketing, using the benefits of free trade agreements and building a brand, both in the classroom and online. Courses are designed with practitioners and updated as markets and rules change.',
      "Besides training, the Academy runs programmes for new entrepreneurs, offers in-depth advice and connects businesses with experts and business networks. Participants can then join the department's trade fairs and business matching to put what they have learned into practice.",
      "Courses open for enrolment are listed on the department's e-Service, where you can also sign up.",
    ],
  ),
];

export const siteMapPosts: SeedEntry[] = [
  simple(
    'dg-policy',
    8,
    'นโยบายธรรมาภิบาลข้อมูลภาครัฐของกรม',
    'Data governance policy of the department',
    [
      'นโยบายนี้กำหนดบทบาทเจ้าของข้อมูล ผู้ดูแลข้อมูล และกระบวนการบริหารจัดการข้อมูลของกรมส่งเสริมการค้าระหว่างประเทศ',
      'นโยบายจัดทำตามพระราชบัญญัติการบริหารงานและการให้บริการภาครัฐผ่านระบบดิจิทัล พ.ศ. 2562 และกรอบธรรมาภิบาลข้อมูลภาครัฐ เพื่อให้ข้อมูลของกรมมีคุณภาพ ปลอดภัย และนำไปใช้ประโยชน์ได้อย่างคุ้มค่า',
      '<h2>บทบาทหลัก</h2>',
      '<ul><li>คณะกรรมการธรรมาภิบาลข้อมูล กำหนดนโยบายและติดตามการปฏิบัติ</li><li>เจ้าของข้อมูล คือหน่วยงานที่รับผิดชอบข้อมูลแต่ละชุด ตัดสินใจเรื่องการเข้าถึงและการเปิดเผย</li><li>ผู้ดูแลข้อมูล ดูแลคุณภาพ ความถูกต้อง และคำอธิบายข้อมูล</li></ul>',
      'กรมจัดทำบัญชีข้อมูลเพื่อให้ทราบว่ามีข้อมูลใด อยู่ที่ใด และใครรับผิดชอบ และทบทวนนโยบายนี้เป็นประจำ แนวปฏิบัติการจัดชั้นความลับของข้อมูลและนโยบายข้อมูลเปิดภาครัฐเป็นส่วนหนึ่งของนโยบายนี้',
    ],
    [
      "The policy defines data owners, data stewards and data management processes for the department's data.",
      "It follows the Digital Government Administration and Services Act B.E. 2562 (2019) and the government data governance framework, so that the department's data is of good quality, secure and put to good use.",
      '<h2>Main roles</h2>',
      '<ul><li>The data governance committee sets the policy and monitors how it is applied.</li><li>Data owners, the units responsible for each dataset, decide on access and disclosure.</li><li>Data stewards look after the quality, accuracy and description of the data.</li></ul>',
      'The department keeps a data catalogue showing what data it holds, where and who is responsible, and reviews this policy regularly. The data classification guideline and the open government data policy form part of it.',
    ],
  ),
  simple(
    'dg-classification',
    15,
    'แนวปฏิบัติการจัดชั้นความลับของข้อมูล',
    'Data classification guideline',
    [
      'แนวปฏิบัตินี้กำหนดการจัดชั้นความลับของข้อมูลของกรม ข้อมูลแบ่งเป็นเปิดเผย ใช้ภายใน และลับ',
      '<h2>ระดับชั้นของข้อมูล</h2>',
      '<ul><li>ข้อมูลเปิดเผย: เผยแพร่ต่อสาธารณะได้ เช่น ข่าวประชาสัมพันธ์ สถิติการค้า และประกาศจัดซื้อจัดจ้าง</li><li>ข้อมูลใช้ภายใน: ใช้ในการปฏิบัติงานของกรม เช่น เอกสารประกอบการประชุมและแผนงานที่ยังไม่เผยแพร่</li><li>ข้อมูลลับ: ข้อมูลที่การเปิดเผยอาจก่อความเสียหาย เช่น ข้อมูลส่วนบุคคล ข้อมูลทางธุรกิจของผู้ประกอบการ และข้อมูลการเจรจา</li></ul>',
      'เจ้าของข้อมูลเป็นผู้กำหนดชั้นของข้อมูลแต่ละชุด และทบทวนเมื่อสถานการณ์เปลี่ยนไป การเข้าถึงข้อมูลใช้ภายในและข้อมูลลับจำกัดเฉพาะผู้ที่มีหน้าที่เกี่ยวข้อง และต้องมีมาตรการรักษาความปลอดภัยที่เหมาะสมกับระดับชั้น',
      'การจัดชั้นตามแนวปฏิบัตินี้ไม่ตัดสิทธิของประชาชนในการขอข้อมูลข่าวสารตามพระราชบัญญัติข้อมูลข่าวสารของราชการ พ.ศ. 2540 ซึ่งจะพิจารณาตามหลักเกณฑ์ของกฎหมายดังกล่าว',
    ],
    [
      'This guideline sets out how the department classifies its data. Data is classified as public, internal or confidential.',
      '<h2>The classes</h2>',
      "<ul><li>Public: may be published, such as press releases, trade statistics and procurement announcements.</li><li>Internal: used in the department's work, such as meeting papers and plans not yet published.</li><li>Confidential: data whose disclosure could cause harm, such as personal data, the business information of companies and negotiation records.</li></ul>",
      'The data owner sets the class of each dataset and reviews it when circumstances change. Access to internal and confidential data is limited to those whose work requires it, with security measures suited to the class.',
      "Classification under this guideline does not take away the public's right to request information under the Official Information Act B.E. 2540 (1997); such requests are decided under that Act.",
    ],
  ),
  simple(
    'dg-open-data',
    22,
    'นโยบายข้อมูลเปิดภาครัฐ (Open Data)',
    'Open government data policy',
    [
      'ตามนโยบายข้อมูลเปิดภาครัฐของกรม ชุดข้อมูลสถิติการส่งออกเผยแพร่ในรูปแบบที่เครื่องอ่านได้',
      'ข้อมูลเปิดคือข้อมูลที่ทุกคนนำไปใช้ เผยแพร่ต่อ และต่อยอดได้อย่างเสรีตามเงื่อนไขการอนุญาตที่ระบุ กรมเผยแพร่เฉพาะชุดข้อมูลที่ไม่มีข้อมูลส่วนบุคคลหรือข้อมูลลับ เพื่อสนับสนุนการวิเคราะห์ตลาด การวิจัย และการพัฒนาบริการของภาคเอกชน',
      '<h2>หลักการเผยแพร่</h2>',
      '<ul><li>ใช้รูปแบบไฟล์มาตรฐานที่เครื่องอ่านได้ เช่น CSV หรือ JSON</li><li>มีคำอธิบายชุดข้อมูล แหล่งที่มา และความถี่ในการปรับปรุง</li><li>ระบุเงื่อนไขการนำไปใช้อย่างชัดเจน</li><li>ปรับปรุงข้อมูลตามรอบที่กำหนด</li></ul>',
      'ชุดข้อมูลที่เผยแพร่ลงทะเบียนในศูนย์กลางข้อมูลเปิดภาครัฐตามแนวทางของรัฐบาล ท่านสามารถเสนอชุดข้อมูลที่ต้องการให้กรมเปิดเผยเพิ่มเติมได้ผ่านแบบฟอร์มแสดงความคิดเห็นบนเว็บไซต์นี้',
    ],
    [
      "Under the department's open government data policy, export statistics datasets are published in machine-readable formats.",
      'Open data is data that anyone may use, share and build on freely, under the licence stated. The department publishes only datasets that contain no personal or confidential data, to support market analysis, research and new services from the private sector.',
      '<h2>How data is published</h2>',
      '<ul><li>In standard machine-readable formats, such as CSV or JSON.</li><li>With a description of each dataset, its source and how often it is updated.</li><li>With clearly stated terms of use.</li><li>Updated on a set schedule.</li></ul>',
      'Published datasets are registered with the government open data portal, as government guidance requires. You can suggest further datasets for the department to publish through the opinion form on this website.',
    ],
  ),
];

/**
 * The home page's announcement (the newest one a locale has is shown, once per visit): the site's
 * own satisfaction survey, in every locale the site has. An announcement about an event belongs
 * here only with the event's real dates.
 */
export const popups: SeedEntry[] = [
  {
    key: 'popup-survey',
    date: 3,
    title: T(
      'ช่วยเราปรับปรุงเว็บไซต์',
      'Help us improve this website',
      '帮助我们改进本网站',
      'ウェブサイトの改善にご協力ください',
      'Help ons deze website te verbeteren',
    ),
    html: T(
      P(
        'ขอเชิญท่านตอบแบบสำรวจความพึงพอใจต่อเว็บไซต์ ใช้เวลาประมาณ 2 นาที ความคิดเห็นของท่านช่วยให้กรมปรับปรุงบริการออนไลน์ได้ตรงกับความต้องการของผู้ใช้',
      ),
      P(
        'Take our two-minute satisfaction survey. Your answers help the department improve its online services.',
      ),
      P('请花两分钟填写网站满意度调查。您的意见将帮助国际贸易促进厅改进在线服务。'),
      P(
        '2分ほどで終わるウェブサイト満足度アンケートにご回答ください。いただいたご意見は、当局のオンラインサービスの改善に役立てます。',
      ),
      P(
        'Vul onze tevredenheidsenquête in; dat kost u twee minuten. Met uw antwoorden verbetert het departement zijn onlinediensten.',
      ),
    ),
    shared: { link_url: '/survey-form' },
  },
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
    [
      'สมาคมผู้ส่งออกข้าวไทยเป็นตัวแทนผู้ส่งออกข้าวไทย และเป็นสมาคมการค้าพันธมิตรของกรมส่งเสริมการค้าระหว่างประเทศ',
      'สมาชิกของสมาคมเป็นบริษัทผู้ส่งออกข้าวหลายประเภท เช่น ข้าวหอมมะลิ ข้าวขาว ข้าวนึ่ง และข้าวเหนียว สมาคมเป็นช่องทางให้ภาครัฐและผู้ส่งออกแลกเปลี่ยนข้อมูลเกี่ยวกับสถานการณ์ตลาด กฎระเบียบของประเทศผู้นำเข้า และปัญหาทางการค้า',
      'กรมทำงานร่วมกับสมาคมการค้าในการวางแผนกิจกรรมส่งเสริมการขายข้าวไทยในต่างประเทศ เช่น การร่วมงานแสดงสินค้าอาหาร การจัดคณะผู้แทนการค้า และการประชาสัมพันธ์ข้าวหอมมะลิไทย',
      'ผู้ซื้อในต่างประเทศที่ต้องการติดต่อผู้ส่งออกข้าวไทย สามารถดูรายชื่อผู้ส่งออกที่ได้รับตรารับรองได้ในแคตตาล็อกข้าวหอมมะลิไทยบนเว็บไซต์นี้ หรือขอความช่วยเหลือจากสำนักงานส่งเสริมการค้าในต่างประเทศ',
    ],
    [
      'The Thai Rice Exporters Association represents Thai rice exporters and is one of the partner trade associations of DITP.',
      'Its members export many types of rice, such as Hom Mali, white rice, parboiled rice and glutinous rice. The association is a channel through which government and exporters exchange information on market conditions, the rules of importing countries and trade problems.',
      'The department works with trade associations to plan the promotion of Thai rice abroad, for example at food trade fairs, on trade missions and in campaigns for Thai Hom Mali rice.',
      'Buyers abroad looking for Thai rice exporters can find certified exporters in the Thai Hom Mali rice catalogue on this website, or ask a Thai Trade Center for help.',
    ],
    {
      rel: { category_trade_association: 'food-assoc' },
    },
  ),
  simple(
    'food-processors',
    null,
    'สมาคมอาหารแปรรูปไทย',
    'Thai Food Processors Association',
    [
      'สมาคมอาหารแปรรูปไทยเป็นตัวแทนผู้ผลิตอาหารแปรรูป และเป็นสมาคมการค้าพันธมิตรของกรมในการส่งเสริมการส่งออกอาหารไทย',
      'สมาชิกของสมาคมเป็นผู้ผลิตอาหารแปรรูปหลายกลุ่ม เช่น อาหารทะเลกระป๋องและแช่แข็ง ผักและผลไม้แปรรูป และอาหารพร้อมรับประทาน สมาคมเป็นช่องทางแลกเปลี่ยนข้อมูลระหว่างภาครัฐและผู้ผลิตเกี่ยวกับมาตรฐานความปลอดภัยอาหาร กฎระเบียบของประเทศผู้นำเข้า และปัญหาทางการค้า',
      'กรมทำงานร่วมกับสมาคมการค้าในการเตรียมผู้ประกอบการเข้าร่วมงานแสดงสินค้าอาหาร เช่น THAIFEX – Anuga Asia และในการแจ้งข่าวกฎระเบียบใหม่ของตลาดต่างประเทศให้ผู้ผลิตทราบ',
      'ผู้ซื้อในต่างประเทศที่ต้องการหาผู้ผลิตอาหารแปรรูปของไทย สามารถขอรายชื่อผู้ผลิตได้จากสำนักงานส่งเสริมการค้าในต่างประเทศ หรือผ่านแบบฟอร์มขอคำปรึกษาบนเว็บไซต์นี้',
    ],
    [
      'The Thai Food Processors Association represents food processors and is one of the partner trade associations of the department in promoting Thai food exports.',
      'Its members include makers of canned and frozen seafood, processed fruit and vegetables and ready meals. The association is a channel through which government and manufacturers exchange information on food safety standards, the rules of importing countries and trade problems.',
      'The department works with trade associations to prepare companies for food trade fairs such as THAIFEX – Anuga Asia and to keep manufacturers informed of new rules in overseas markets.',
      'Buyers abroad looking for Thai food processors can ask a Thai Trade Center for names of manufacturers or use the inquiry form on this website.',
    ],
    {
      rel: { category_trade_association: 'food-assoc' },
    },
  ),
  simple(
    'auto-parts',
    null,
    'สมาคมผู้ผลิตชิ้นส่วนยานยนต์ไทย',
    'Thai Auto Parts Manufacturers Association',
    [
      'สมาคมผู้ผลิตชิ้นส่วนยานยนต์ไทยเป็นตัวแทนผู้ผลิตชิ้นส่วนยานยนต์ และเป็นสมาคมการค้าพันธมิตรของกรมในการส่งเสริมการส่งออกชิ้นส่วนยานยนต์ไทย',
      'สมาชิกของสมาคมมีทั้งผู้ผลิตที่ส่งชิ้นส่วนให้โรงงานประกอบรถยนต์และผู้ผลิตสำหรับตลาดอะไหล่ทดแทน สมาคมเป็นช่องทางแลกเปลี่ยนข้อมูลระหว่างภาครัฐและผู้ผลิตเกี่ยวกับมาตรฐานอุตสาหกรรม เทคโนโลยี และแนวโน้มตลาด เช่น การเปลี่ยนผ่านสู่ยานยนต์ไฟฟ้า',
      'กรมทำงานร่วมกับสมาคมการค้าในการนำผู้ผลิตไทยร่วมงานแสดงสินค้าชิ้นส่วนยานยนต์ในต่างประเทศ และการจับคู่ธุรกิจกับผู้นำเข้าและผู้ผลิตรถยนต์ในตลาดเป้าหมาย',
      'ผู้ซื้อในต่างประเทศที่ต้องการหาผู้ผลิตชิ้นส่วนยานยนต์ของไทย สามารถขอรายชื่อผู้ผลิตได้จากสำนักงานส่งเสริมการค้าในต่างประเทศ หรือผ่านแบบฟอร์มขอคำปรึกษาบนเว็บไซต์นี้',
    ],
    [
      'The Thai Auto Parts Manufacturers Association represents auto parts makers and is one of the partner trade associations of the department in promoting Thai auto parts exports.',
      'Its members include suppliers to vehicle assembly plants and manufacturers for the aftermarket. The association is a channel through which government and manufacturers exchange information on industry standards, technology and market trends, such as the shift to electric vehicles.',
      'The department works with trade associations to take Thai manufacturers to auto parts trade fairs abroad and to match them with importers and vehicle makers in target markets.',
      'Buyers abroad looking for Thai auto parts manufacturers can ask a Thai Trade Center for names or use the inquiry form on this website.',
    ],
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
    [
      'กระทรวงพาณิชย์เป็นหน่วยงานต้นสังกัดของกรมส่งเสริมการค้าระหว่างประเทศ',
      'กระทรวงพาณิชย์รับผิดชอบงานด้านการค้าทั้งในประเทศและระหว่างประเทศ ตั้งแต่การดูแลราคาสินค้าและความเป็นธรรมทางการค้า การส่งเสริมธุรกิจ การเจรจาการค้า ไปจนถึงการส่งเสริมการส่งออก โดยมีกรมต่าง ๆ ในสังกัดรับผิดชอบภารกิจแต่ละด้าน เช่น ทรัพย์สินทางปัญญา การจดทะเบียนธุรกิจ และการค้าภายในประเทศ',
      'กรมส่งเสริมการค้าระหว่างประเทศดำเนินงานตามนโยบายของกระทรวง และทำงานร่วมกับหน่วยงานอื่นในสังกัด เช่น กรมเจรจาการค้าระหว่างประเทศ และกรมการค้าต่างประเทศ เพื่อให้ผู้ประกอบการไทยได้รับบริการด้านการค้าระหว่างประเทศอย่างครบวงจร',
      'ข้อมูลนโยบาย ข่าวสาร และบริการของกระทรวงพาณิชย์ดูได้ที่เว็บไซต์ของกระทรวง ซึ่งเชื่อมโยงจากหน้านี้',
    ],
    [
      'The Ministry of Commerce is the parent ministry of the Department of International Trade Promotion.',
      'The ministry is responsible for domestic and international trade, from prices and fair trade to business development, trade negotiations and export promotion, with departments under it in charge of each area, such as intellectual property, business registration and domestic trade.',
      "DITP works to the ministry's policies and together with the other departments of the ministry, such as the Department of Trade Negotiations and the Department of Foreign Trade, so that Thai businesses can get complete international trade services.",
      "The ministry's policies, news and services are on its own website, linked from this page.",
    ],
    { shared: { link_url: 'https://www.moc.go.th' } },
  ),
  simple(
    'dtn',
    null,
    'กรมเจรจาการค้าระหว่างประเทศ',
    'Department of Trade Negotiations',
    [
      'กรมเจรจาการค้าระหว่างประเทศให้ข้อมูลความตกลงการค้าเสรีที่ประเทศไทยเป็นภาคี',
      'กรมเจรจาการค้าระหว่างประเทศ สังกัดกระทรวงพาณิชย์ รับผิดชอบการเจรจาความตกลงการค้าระหว่างประเทศในนามของประเทศไทย ทั้งความตกลงการค้าเสรีทวิภาคี ความตกลงในกรอบอาเซียน และการเจรจาในกรอบองค์การการค้าโลก',
      'ผู้ส่งออกใช้ข้อมูลของกรมเจรจาการค้าระหว่างประเทศเพื่อตรวจสอบอัตราภาษีที่ลดลงภายใต้ความตกลงแต่ละฉบับ กฎว่าด้วยถิ่นกำเนิดสินค้า และเงื่อนไขการใช้สิทธิประโยชน์ ซึ่งช่วยให้สินค้าไทยแข่งขันด้านราคาได้ดีขึ้นในตลาดคู่ค้า',
      'เมื่อทราบสิทธิประโยชน์แล้ว ผู้ส่งออกต้องขอหนังสือรับรองถิ่นกำเนิดสินค้าจากกรมการค้าต่างประเทศเพื่อใช้สิทธิ และสามารถเรียนรู้การใช้สิทธิประโยชน์ได้จากหลักสูตรของสถาบันพัฒนาผู้ประกอบการการค้ายุคใหม่',
    ],
    [
      'Free trade agreement information: the Department of Trade Negotiations publishes information on the agreements Thailand is party to.',
      'The Department of Trade Negotiations, part of the Ministry of Commerce, negotiates international trade agreements on behalf of Thailand: bilateral free trade agreements, agreements within ASEAN and negotiations in the World Trade Organization.',
      'Exporters use its information to check the reduced duty rates under each agreement, the rules of origin and the conditions for claiming preferences, which helps Thai goods compete on price in partner markets.',
      "To claim a preference, exporters then need a certificate of origin from the Department of Foreign Trade. The New Economy Academy's courses explain how to use these benefits.",
    ],
    { shared: { link_url: 'https://www.dtn.go.th' } },
  ),
  simple(
    'dft',
    null,
    'กรมการค้าต่างประเทศ',
    'Department of Foreign Trade',
    [
      'กรมการค้าต่างประเทศให้บริการออกหนังสือรับรองถิ่นกำเนิดสินค้าสำหรับผู้ส่งออกไทย',
      'กรมการค้าต่างประเทศ สังกัดกระทรวงพาณิชย์ ดูแลมาตรการนำเข้าและส่งออกสินค้าของไทย รวมถึงการออกหนังสือรับรองถิ่นกำเนิดสินค้าที่ผู้ส่งออกใช้ขอลดหรือยกเว้นภาษีนำเข้าภายใต้ความตกลงการค้าเสรี',
      'ผู้ส่งออกต้องลงทะเบียนกับกรมการค้าต่างประเทศก่อนยื่นขอหนังสือรับรอง และสามารถยื่นคำขอทางระบบอิเล็กทรอนิกส์ได้ ก่อนยื่นควรตรวจสอบว่าสินค้าผ่านเกณฑ์ถิ่นกำเนิดของความตกลงที่จะใช้สิทธิ',
      'ขั้นตอนและแบบฟอร์มดูได้ที่เว็บไซต์ของกรมการค้าต่างประเทศ ซึ่งเชื่อมโยงจากหน้านี้ ส่วนข้อมูลตลาดและกิจกรรมส่งเสริมการส่งออกสอบถามกรมส่งเสริมการค้าระหว่างประเทศได้ที่สายด่วน 1169',
    ],
    [
      'Certificates of origin for Thai exporters are issued by the Department of Foreign Trade.',
      "The Department of Foreign Trade, part of the Ministry of Commerce, administers Thailand's import and export measures, including the certificates of origin exporters use to claim reduced or zero import duty under free trade agreements.",
      'Exporters must register with the Department of Foreign Trade before applying for certificates and can apply electronically. Before applying, check that the product meets the origin criteria of the agreement you intend to use.',
      "The procedures and forms are on the Department of Foreign Trade's website, linked from this page. For market information and export promotion activities, call DITP's 1169 hotline.",
    ],
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
          'ทุกครั้งที่มีการเปลี่ยนแปลง ทุกประเภทหน้าในทั้งห้าภาษาจะถูกตรวจด้วยเครื่องมือตรวจสอบอัตโนมัติสองชุด คือ axe-core และ HTML_CodeSniffer ตรวจการใช้งานด้วยแป้นพิมพ์ทุกจุดที่รับโฟกัส ตรวจการแสดงผลที่ความกว้าง 320 พิกเซล และตรวจในโหมดสีบังคับ (forced colours) นอกจากนี้ผู้ตรวจสอบด้านการเข้าถึงได้ทดสอบเว็บไซต์ด้วยมือเมื่อเดือนพฤศจิกายน 2569',
          'On every change, each page type in all five languages is checked with two automated engines, axe-core and HTML_CodeSniffer, every keyboard focus stop is checked to be visible and uncovered, pages are checked at 320 pixels wide and in forced-colours mode. Accessibility auditors also tested the website by hand in November 2026.',
          '每次修改后，都会用axe-core和HTML_CodeSniffer两种自动检测工具检查五种语言的每一种页面类型，检查每个键盘焦点位置是否可见且未被遮挡，并在320像素宽度和强制颜色模式下检查页面。此外，无障碍审核人员已于2026年11月对网站进行了人工测试。',
          '変更のたびに、5言語すべての各ページ種別をaxe-coreとHTML_CodeSnifferの2つの自動検査ツールで検査し、キーボードのすべてのフォーカス位置が見えていて隠れていないことを確認し、幅320ピクセルと強制カラーモードでの表示を確認しています。また、2026年11月にはアクセシビリティ監査担当者による手動の検証も行いました。',
          'Bij elke wijziging wordt elk paginatype in alle vijf talen gecontroleerd met twee automatische controleprogramma’s, axe-core en HTML_CodeSniffer, wordt elke toetsenbordfocus gecontroleerd op zichtbaarheid en of niets die bedekt, en worden pagina’s gecontroleerd op 320 pixels breed en in de modus geforceerde kleuren. Toegankelijkheidsauditors hebben de website in november 2026 ook handmatig getest.',
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
      'ติดต่อสำนักงานใกล้ตลาดเป้าหมายของท่าน',
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
