/**
 * Thai country names (as the CMS and the offices data write them) to ISO 3166-1 alpha-2 codes,
 * covering the countries a site may list (trade offices, markets, regions), plus common spellings.
 * The code picks the flag from the `flag-icons` package.
 */
export const THAI_COUNTRY_CODES: Readonly<Record<string, string>> = {
  ไทย: 'th',
  ประเทศไทย: 'th',
  // East Asia
  ญี่ปุ่น: 'jp',
  จีน: 'cn',
  สาธารณรัฐประชาชนจีน: 'cn',
  ฮ่องกง: 'hk',
  ไต้หวัน: 'tw',
  เกาหลีใต้: 'kr',
  เกาหลี: 'kr',
  สาธารณรัฐเกาหลี: 'kr',
  มองโกเลีย: 'mn',
  // South Asia
  อินเดีย: 'in',
  บังกลาเทศ: 'bd',
  บังคลาเทศ: 'bd',
  ปากีสถาน: 'pk',
  ศรีลังกา: 'lk',
  เนปาล: 'np',
  // South-East Asia and Oceania
  เวียดนาม: 'vn',
  กัมพูชา: 'kh',
  ลาว: 'la',
  'สปป.ลาว': 'la',
  'สปป. ลาว': 'la',
  เมียนมา: 'mm',
  พม่า: 'mm',
  มาเลเซีย: 'my',
  สิงคโปร์: 'sg',
  อินโดนีเซีย: 'id',
  ฟิลิปปินส์: 'ph',
  บรูไน: 'bn',
  บรูไนดารุสซาลาม: 'bn',
  'ติมอร์-เลสเต': 'tl',
  ออสเตรเลีย: 'au',
  นิวซีแลนด์: 'nz',
  // The Americas
  สหรัฐอเมริกา: 'us',
  อเมริกา: 'us',
  สหรัฐฯ: 'us',
  แคนาดา: 'ca',
  เม็กซิโก: 'mx',
  บราซิล: 'br',
  ชิลี: 'cl',
  อาร์เจนตินา: 'ar',
  เปรู: 'pe',
  โคลอมเบีย: 'co',
  // Europe
  สหราชอาณาจักร: 'gb',
  อังกฤษ: 'gb',
  ไอร์แลนด์: 'ie',
  เยอรมนี: 'de',
  เยอรมัน: 'de',
  ฝรั่งเศส: 'fr',
  อิตาลี: 'it',
  สเปน: 'es',
  โปรตุเกส: 'pt',
  เนเธอร์แลนด์: 'nl',
  ฮอลแลนด์: 'nl',
  เบลเยียม: 'be',
  สวิตเซอร์แลนด์: 'ch',
  ออสเตรีย: 'at',
  สวีเดน: 'se',
  เดนมาร์ก: 'dk',
  นอร์เวย์: 'no',
  ฟินแลนด์: 'fi',
  โปแลนด์: 'pl',
  สาธารณรัฐเช็ก: 'cz',
  เช็ก: 'cz',
  ฮังการี: 'hu',
  โรมาเนีย: 'ro',
  กรีซ: 'gr',
  ยูเครน: 'ua',
  รัสเซีย: 'ru',
  สหพันธรัฐรัสเซีย: 'ru',
  ตุรกี: 'tr',
  ทูร์เคีย: 'tr',
  // Central Asia, Middle East and Africa
  คาซัคสถาน: 'kz',
  อุซเบกิสถาน: 'uz',
  สหรัฐอาหรับเอมิเรตส์: 'ae',
  ซาอุดีอาระเบีย: 'sa',
  กาตาร์: 'qa',
  คูเวต: 'kw',
  โอมาน: 'om',
  บาห์เรน: 'bh',
  จอร์แดน: 'jo',
  อิสราเอล: 'il',
  อิหร่าน: 'ir',
  อิรัก: 'iq',
  อียิปต์: 'eg',
  โมร็อกโก: 'ma',
  แอฟริกาใต้: 'za',
  เคนยา: 'ke',
  ไนจีเรีย: 'ng',
  เอธิโอเปีย: 'et',
  แทนซาเนีย: 'tz',
};

/** Trims, drops zero-width characters and collapses spaces, so CMS spellings still match. */
function normalise(name: string): string {
  return name
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The ISO 3166-1 alpha-2 code (lower case) for a Thai country name, or null when unknown. */
export function countryCode(thaiName: string | null | undefined): string | null {
  if (!thaiName) return null;
  const name = normalise(thaiName);
  return THAI_COUNTRY_CODES[name] ?? THAI_COUNTRY_CODES[name.replace(/^ประเทศ\s*/, '')] ?? null;
}
