import type { Locale } from '../../design-system';
import photo from './sample-photo.svg?no-inline';

/** Sample CMS data for the content stories. */
export const samplePhoto = photo;
export const defaultImage = '/images/default.svg';

/**
 * CMS HTML (`content_html`) as an editor writes it, one document per locale (a page never mixes
 * languages): headings, a paragraph with an external and an internal link, lists, a quote, a
 * table with its caption, an image.
 */
export const cmsHtml: Record<Locale, string> = {
  th: `
<h2>ภาพรวมการส่งออก</h2>
<p>กรมส่งเสริมการค้าระหว่างประเทศรายงานว่า <strong>การส่งออกข้าว</strong> เพิ่มขึ้นในไตรมาสที่สาม
ดูรายละเอียดที่ <a href="https://www.thaitrade.com/">Thaitrade.com</a> หรือ <a href="/th/news">ข่าวทั้งหมด</a></p>
<h3>ตลาดสำคัญ</h3>
<ul><li>ญี่ปุ่น: ผลไม้และอาหารแปรรูป</li><li>จีน: ยางพาราและมันสำปะหลัง</li><li>สหรัฐอเมริกา: อิเล็กทรอนิกส์</li></ul>
<ol><li>ลงทะเบียนในระบบ</li><li>อัปโหลดเอกสารของคุณ</li></ol>
<blockquote>“สินค้าไทยได้รับความเชื่อถือทั่วโลก”</blockquote>
<table><caption>มูลค่าการส่งออกรายเดือน (ล้านบาท)</caption>
<thead><tr><th>เดือน</th><th>ข้าว</th><th>ยางพารา</th><th>ผลไม้</th><th>อิเล็กทรอนิกส์</th><th>ชิ้นส่วนยานยนต์</th><th>อาหารแปรรูป</th></tr></thead>
<tbody><tr><td>มกราคม</td><td>12,400</td><td>9,100</td><td>7,800</td><td>41,200</td><td>28,300</td><td>15,900</td></tr>
<tr><td>กุมภาพันธ์</td><td>11,900</td><td>8,700</td><td>8,100</td><td>39,800</td><td>27,600</td><td>16,200</td></tr></tbody></table>
<p><img src="${photo}" alt="นาข้าวในภาคเหนือของประเทศไทย" width="640" height="360"></p>
`,
  en: `
<h2>Exports at a glance</h2>
<p>The Department of International Trade Promotion reports that <strong>rice exports</strong> rose in the third quarter.
See <a href="https://www.thaitrade.com/">Thaitrade.com</a> or <a href="/en/news">all news</a>.</p>
<h3>Key markets</h3>
<ul><li>Japan: fruit and processed food</li><li>China: rubber and cassava</li><li>United States: electronics</li></ul>
<ol><li>Register on the portal</li><li>Upload your documents</li></ol>
<blockquote>“Thai products are trusted worldwide.”</blockquote>
<table><caption>Exports by month (million baht)</caption>
<thead><tr><th>Month</th><th>Rice</th><th>Rubber</th><th>Fruit</th><th>Electronics</th><th>Automotive parts</th><th>Processed food</th></tr></thead>
<tbody><tr><td>January</td><td>12,400</td><td>9,100</td><td>7,800</td><td>41,200</td><td>28,300</td><td>15,900</td></tr>
<tr><td>February</td><td>11,900</td><td>8,700</td><td>8,100</td><td>39,800</td><td>27,600</td><td>16,200</td></tr></tbody></table>
<p><img src="${photo}" alt="Rice fields in the north of Thailand" width="640" height="360"></p>
`,
  zh: `
<h2>出口概况</h2>
<p>国际贸易促进厅报告，<strong>大米出口</strong>在第三季度有所增长。
详情请见 <a href="https://www.thaitrade.com/">Thaitrade.com</a> 或<a href="/zh/news">全部新闻</a>。</p>
<h3>主要市场</h3>
<ul><li>日本：水果和加工食品</li><li>中国：橡胶和木薯</li><li>美国：电子产品</li></ul>
<ol><li>在门户网站注册</li><li>上传您的文件</li></ol>
<blockquote>“泰国产品值得全世界信赖。”</blockquote>
<table><caption>每月出口额（百万泰铢）</caption>
<thead><tr><th>月份</th><th>大米</th><th>橡胶</th><th>水果</th><th>电子产品</th><th>汽车零部件</th><th>加工食品</th></tr></thead>
<tbody><tr><td>一月</td><td>12,400</td><td>9,100</td><td>7,800</td><td>41,200</td><td>28,300</td><td>15,900</td></tr>
<tr><td>二月</td><td>11,900</td><td>8,700</td><td>8,100</td><td>39,800</td><td>27,600</td><td>16,200</td></tr></tbody></table>
<p><img src="${photo}" alt="泰国北部的稻田" width="640" height="360"></p>
`,
  ja: `
<h2>輸出の概要</h2>
<p>国際貿易振興局によると、第3四半期に<strong>コメの輸出</strong>が増加しました。
詳しくは <a href="https://www.thaitrade.com/">Thaitrade.com</a> または<a href="/ja/news">すべてのニュース</a>をご覧ください。</p>
<h3>主要市場</h3>
<ul><li>日本：果物と加工食品</li><li>中国：ゴムとキャッサバ</li><li>アメリカ合衆国：電子機器</li></ul>
<ol><li>ポータルに登録する</li><li>書類をアップロードする</li></ol>
<blockquote>「タイの製品は世界中で信頼されています。」</blockquote>
<table><caption>月別輸出額（百万バーツ）</caption>
<thead><tr><th>月</th><th>コメ</th><th>ゴム</th><th>果物</th><th>電子機器</th><th>自動車部品</th><th>加工食品</th></tr></thead>
<tbody><tr><td>1月</td><td>12,400</td><td>9,100</td><td>7,800</td><td>41,200</td><td>28,300</td><td>15,900</td></tr>
<tr><td>2月</td><td>11,900</td><td>8,700</td><td>8,100</td><td>39,800</td><td>27,600</td><td>16,200</td></tr></tbody></table>
<p><img src="${photo}" alt="タイ北部の水田" width="640" height="360"></p>
`,
  nl: `
<h2>Export in het kort</h2>
<p>Het Departement voor Internationale Handelsbevordering meldt dat de <strong>rijstexport</strong> in het derde kwartaal is gestegen.
Meer op <a href="https://www.thaitrade.com/">Thaitrade.com</a> of bij <a href="/nl/news">al het nieuws</a>.</p>
<h3>Belangrijkste markten</h3>
<ul><li>Japan: fruit en bewerkte voeding</li><li>China: rubber en cassave</li><li>Verenigde Staten: elektronica</li></ul>
<ol><li>Registreer je op het portaal</li><li>Upload je documenten</li></ol>
<blockquote>‘Thaise producten worden wereldwijd vertrouwd.’</blockquote>
<table><caption>Export per maand (miljoen baht)</caption>
<thead><tr><th>Maand</th><th>Rijst</th><th>Rubber</th><th>Fruit</th><th>Elektronica</th><th>Auto-onderdelen</th><th>Bewerkte voeding</th></tr></thead>
<tbody><tr><td>januari</td><td>12.400</td><td>9.100</td><td>7.800</td><td>41.200</td><td>28.300</td><td>15.900</td></tr>
<tr><td>februari</td><td>11.900</td><td>8.700</td><td>8.100</td><td>39.800</td><td>27.600</td><td>16.200</td></tr></tbody></table>
<p><img src="${photo}" alt="Rijstvelden in het noorden van Thailand" width="640" height="360"></p>
`,
};

/** The table caption of `cmsHtml` in each locale (the story finds the table by it). */
export const cmsTableCaption: Record<Locale, string> = {
  th: 'มูลค่าการส่งออกรายเดือน (ล้านบาท)',
  en: 'Exports by month (million baht)',
  zh: '每月出口额（百万泰铢）',
  ja: '月別輸出額（百万バーツ）',
  nl: 'Export per maand (miljoen baht)',
};

export const longThaiTitle =
  'กรมส่งเสริมการค้าระหว่างประเทศเชิญชวนผู้ประกอบการไทยเข้าร่วมงานแสดงสินค้าอาหารและเครื่องดื่มนานาชาติ ณ กรุงโตเกียว ประเทศญี่ปุ่น ประจำปี 2569';
