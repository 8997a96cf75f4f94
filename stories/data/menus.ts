/**
 * Demo data for the shell stories only (the site has its own, per locale, in site/shell/menus.ts):
 * the Thai menu with every route of docs/behaviour.md#menus and its external links, the reduced menu of the
 * other locales, footer links, contact facts, social accounts and search results.
 */
import type {
  FooterContact,
  FooterLinkGroup,
  NavEntry,
  NavItem,
  SearchResult,
  SocialLink,
} from '../../design-system';

export const thaiMenu: NavEntry[] = [
  {
    id: 'services',
    label: 'บริการ',
    items: [
      { label: 'พัฒนาผู้ประกอบการสู่การส่งออก', href: '/th/exporting-business' },
      { label: 'ขยายธุรกิจสู่ตลาดต่างประเทศ', href: '/th/international-business-expansion' },
      {
        label: 'สร้างมูลค่าเพิ่มด้วยนวัตกรรม แบรนด์ และการออกแบบ',
        href: '/th/adding-value-with-innovative-brand-design',
      },
      { label: 'ตลาดเฉพาะกลุ่ม (Niche Market)', href: '/th/niche-market' },
      {
        label: 'ให้คำปรึกษาและรับเรื่องร้องเรียนทางการค้าระหว่างประเทศ',
        href: '/th/international-trade-advice-and-complaints',
      },
      {
        label: 'ขอรายชื่อผู้นำเข้าในต่างประเทศ',
        href: '/th/international-trade-advice-and-complaints',
      },
      { label: 'ส่งเสริมและทำงานร่วมกับนักออกแบบ', href: '/th/promote-and-working-with-designers' },
      { label: 'บริการอื่น ๆ', href: '/th/other-services' },
    ],
    columns: [
      {
        id: 'online',
        label: 'บริการออนไลน์',
        items: [
          {
            label: 'Thaitrade.com',
            description: 'ตลาดออนไลน์เพื่อการส่งออก',
            href: 'https://www.thaitrade.com/',
            external: true,
            lang: 'en',
          },
          {
            label: 'SME Proactive',
            description: 'โครงการส่งเสริมผู้ประกอบการ SME เชิงรุก',
            href: 'https://smeproactive.ditp.go.th/',
            external: true,
            lang: 'en',
          },
          {
            label: 'สถาบันพัฒนาผู้ประกอบการการค้ายุคใหม่ (NEA)',
            description: 'หลักสูตรอบรมด้านการค้าระหว่างประเทศ',
            href: 'https://www.nea.ditp.go.th/',
            external: true,
          },
          { label: 'สมัครสมาชิก', href: 'https://member.ditp.go.th/', external: true },
          {
            label: 'ทำเนียบผู้ให้บริการโลจิสติกส์',
            href: 'https://logistics.ditp.go.th/',
            external: true,
          },
        ],
      },
    ],
  },
  {
    id: 'trade-information',
    label: 'ข้อมูลการค้า',
    items: [
      {
        label: 'ประเด็นการค้าที่น่าสนใจ (Hot Issue)',
        href: '/th/international-foreign-market/Hot-issue',
      },
      { label: 'องค์ความรู้', href: '/th/international-foreign-market/Knowledge' },
      { label: 'นิตยสารการค้าออนไลน์', href: '/th/international-foreign-market/Investment-Guide' },
      { label: 'คู่มือการค้าและการลงทุน', href: '/th/international-foreign-market/Trade-Guide' },
      { label: 'คำถามที่พบบ่อย', href: '/th/frequently-ask' },
      { label: 'บริการอิเล็กทรอนิกส์ (e-Service)', href: '/th/e-Service' },
      { label: 'ติดต่อกรม', href: '/th/post/contact/contact-ditp' },
    ],
    columns: [
      {
        id: 'statistics',
        label: 'ขั้นตอนและสถิติ',
        items: [
          {
            label: 'ขั้นตอนการส่งออก',
            href: 'https://www.ditp.go.th/export-procedures',
            external: true,
          },
          { label: 'สถิติการส่งออก', href: 'https://tradereport.moc.go.th/', external: true },
        ],
      },
    ],
  },
  {
    id: 'about',
    label: 'เกี่ยวกับกรม',
    items: [
      { label: 'นโยบายคุ้มครองข้อมูลส่วนบุคคล', href: '/th/post/policy/th-privacy-policy' },
      { label: 'กองทุนส่งเสริมการค้าระหว่างประเทศ', href: '/th/international-trade-promotion-fund' },
      { label: 'ร่วมงานกับเรา', href: '/th/apply-for-work' },
      { label: 'ข่าวกรม', href: '/th/ditp-news' },
      { label: 'ข่าวจัดซื้อจัดจ้าง', href: '/th/procurement' },
      { label: 'มาตรฐานการให้บริการ', href: '/th/service-standards' },
      { label: 'ศูนย์ข้อมูลข่าวสารของราชการ', href: '/th/government-information-center' },
      { label: 'การเปิดเผยข้อมูลสาธารณะ (OIT)', href: '/th/public-information-oit' },
      { label: 'กรมซื่อตรง โปร่งใส ไม่ทุจริต', href: '/th/ditp-honest-transparent-no-corruption' },
    ],
    columns: [
      {
        id: 'organisation',
        label: 'ข้อมูลองค์กร',
        items: [
          { label: 'วิสัยทัศน์และพันธกิจ', href: '/th/post/about/about-ditp-thai#vision' },
          { label: 'ผู้บริหารระดับสูง', href: '/th/post/about/about-ditp-thai#executives' },
          {
            label: 'ผู้บริหารเทคโนโลยีสารสนเทศระดับสูง (CIO)',
            href: '/th/post/about/about-ditp-thai#cio',
          },
          { label: 'ค่านิยมองค์กร', href: '/th/post/about/about-ditp-thai#values' },
        ],
      },
      {
        id: 'management',
        label: 'การบริหารงาน',
        items: [
          { label: 'อำนาจหน้าที่ตามกฎหมาย', href: '/th/post/about/about-ditp-2#authority' },
          { label: 'ยุทธศาสตร์', href: '/th/post/about/about-ditp-2#strategy' },
          { label: 'โครงสร้างองค์กร', href: '/th/post/about/about-ditp-2#structure' },
          { label: 'การพัฒนาระบบราชการ', href: '/th/post/about/about-ditp-2#development' },
          { label: 'การบริหารทรัพยากรบุคคล', href: '/th/post/about/about-ditp-2#hr' },
          { label: 'กฎหมายและระเบียบที่เกี่ยวข้อง', href: '/th/post/about/about-ditp-2#laws' },
          { label: 'ร่างกฎหมายเพื่อรับฟังความคิดเห็น', href: '/th/post/about/about-ditp-2#draft-laws' },
        ],
      },
    ],
  },
  { label: 'ติดต่อเรา', href: '/th/post/contact/contact-ditp' },
];

/** The reduced menu of the other locales (English labels: the en site). */
export const internationalMenu: NavEntry[] = [
  { label: 'About', href: '/en/post/about/about-ditp-thai' },
  { label: 'Partner', href: 'https://www.thaitrade.com/', external: true },
  { label: 'Worldwide offices', href: '/en/overseas-office-and-honorary-trade-advisors-hta' },
  { label: 'Contact', href: '/en/post/contact/contact-ditp' },
];

export const thaiFooterGroups: FooterLinkGroup[] = [
  {
    id: 'channels',
    label: 'ช่องทางร้องเรียนและแบบฟอร์ม',
    items: [
      {
        label: 'ร้องเรียนการทุจริตและประพฤติมิชอบ',
        href: '/th/corruption-and-Misconduct-Complaint-Form',
      },
      { label: 'แบบสำรวจความพึงพอใจ', href: '/th/survey-form' },
      { label: 'แสดงความคิดเห็นต่อกรม', href: '/th/opinions-for-the-ditp' },
      { label: 'คู่มือสำหรับประชาชน', href: '/th/citizen-guide' },
    ],
  },
  {
    id: 'site',
    label: 'เกี่ยวกับเว็บไซต์',
    items: [
      { label: 'แผนผังเว็บไซต์', href: '/th/sitemap' },
      { label: 'สมาคมการค้า', href: '/th/post/partner/trade-association-thai' },
    ],
  },
];

export const englishFooterGroups: FooterLinkGroup[] = [
  {
    id: 'channels',
    label: 'Complaints and forms',
    items: [
      {
        label: 'Corruption and misconduct complaint',
        href: '/en/corruption-and-Misconduct-Complaint-Form',
      },
      { label: 'Satisfaction survey', href: '/en/survey-form' },
      { label: 'Opinions for the DITP', href: '/en/opinions-for-the-ditp' },
    ],
  },
  {
    id: 'site',
    label: 'About this site',
    items: [
      { label: 'Sitemap', href: '/en/sitemap' },
      { label: 'Citizen guide', href: '/en/citizen-guide' },
    ],
  },
];

export const thaiPolicyLinks: NavItem[] = [
  {
    label: 'นโยบายการรักษาความมั่นคงปลอดภัยสารสนเทศ',
    href: '/th/post/policy/policies-for-maintaining-information-security',
  },
  { label: 'นโยบายเว็บไซต์', href: '/th/post/policy/web-policy' },
  { label: 'ข้อจำกัดความรับผิดชอบ', href: '/th/post/policy/th-disclaimer' },
  { label: 'นโยบายคุ้มครองข้อมูลส่วนบุคคล', href: '/th/post/policy/th-privacy-policy' },
];

export const englishPolicyLinks: NavItem[] = [
  { label: 'Website policy', href: '/en/post/policy/web-policy' },
  {
    label: 'Information security policy',
    href: '/en/post/policy/policies-for-maintaining-information-security',
  },
];

export const dataGovernanceLinks: NavItem[] = [
  { label: 'นโยบายธรรมาภิบาลข้อมูล', href: '/th/data-governance-policy/k3v9x2m1' },
  { label: 'บัญชีข้อมูล (Data Catalog)', href: '/th/data-governance-policy/p7q4r8s2' },
  { label: 'ประกาศคุณภาพข้อมูล', href: '/th/data-governance-policy/z5w1t6y3' },
];

export const thaiContact: FooterContact = {
  address: '563 ถนนนนทบุรี ตำบลบางกระสอ อำเภอเมือง จังหวัดนนทบุรี 11000',
  phone: '0 2507 7999',
  hotline: '1169',
};

/** The organisation's name and copyright line, as the site passes them (Thai and English). */
export const thaiFooterIdentity = {
  organisation: 'กรมส่งเสริมการค้าระหว่างประเทศ',
  copyright: '© 2026 กรมส่งเสริมการค้าระหว่างประเทศ กระทรวงพาณิชย์ สงวนลิขสิทธิ์',
};

export const englishFooterIdentity = {
  organisation: 'Department of International Trade Promotion',
  copyright:
    '© 2026 Department of International Trade Promotion, Ministry of Commerce. All rights reserved.',
};

export const englishContact: FooterContact = {
  address: '563 Nonthaburi Road, Bang Krasor, Mueang Nonthaburi, Nonthaburi 11000, Thailand',
  phone: '+66 2507 7999',
  hotline: '1169',
};

export const socialLinks: SocialLink[] = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/ditp.go.th' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@ditpthailand' },
  { network: 'line', label: 'LINE', href: 'https://line.me/R/ti/p/@ditp' },
  { network: 'x', label: 'X', href: 'https://x.com/ditpthailand' },
  { network: 'tiktok', label: 'TikTok', href: 'https://www.tiktok.com/@ditp_thailand' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/ditp_thailand/' },
];

/** A tiny inline picture, so the stories need no network. */
function picture(color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="${color}"/><circle cx="3" cy="1" r="0.5" fill="#fff"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const fallbackImageUrl = '/images/default.svg';

export const searchResults: SearchResult[] = [
  {
    id: 'r1',
    title: 'ส่งออกทุเรียนไทยไปจีน: มาตรฐานใหม่ปี 2569',
    snippet: 'สรุปข้อกำหนดด้านสุขอนามัยพืชและการตรวจย้อนกลับสำหรับทุเรียนสดที่ส่งออกไปยังสาธารณรัฐประชาชนจีน',
    date: '2026-01-15T09:00:00Z',
    imageUrl: picture('#b8470d'),
    href: '/th/post/ab12cd34',
    collectionLabel: 'เจาะลึกตลาดโลก',
  },
  {
    id: 'r2',
    title: 'Trade guide: exporting processed food to Japan',
    snippet:
      'Labelling, import permits and the food sanitation rules Thai exporters meet when selling to Japan.',
    date: '2025-11-21T03:30:00Z',
    imageUrl: 'data:image/png;base64,broken',
    href: '/th/international-foreign-market/Trade-Guide/ef56gh78',
    collectionLabel: 'คู่มือการค้าและการลงทุน',
  },
  {
    id: 'r3',
    title: 'ประกาศผู้ชนะการเสนอราคา งานจ้างจัดงานแสดงสินค้า',
    date: '2025-10-02T02:00:00Z',
    imageUrl: null,
    href: '/th/procurement/ij90kl12',
    collectionLabel: 'ข่าวจัดซื้อจัดจ้าง',
  },
  {
    id: 'r4',
    title: 'Thai rice and the Dutch market',
    snippet: 'Demand for jasmine rice in the Netherlands keeps growing among retail chains.',
    date: null,
    imageUrl: picture('#0b57d0'),
    href: 'https://www.thaitrade.com/product/rice',
    external: true,
    collectionLabel: 'สินค้าที่กำลังได้รับความนิยม',
  },
  {
    id: 'r5',
    title: 'ข่าวกรม: DITP นำผู้ประกอบการร่วมงาน Anuga 2025',
    date: '2025-09-10T02:00:00Z',
    imageUrl: picture('#15803d'),
    href: '/th/post/ditpnew/mn34op56',
    collectionLabel: 'ข่าวกรม',
  },
];
