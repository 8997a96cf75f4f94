import photo from './sample-photo.svg?no-inline';

/** Sample CMS data for the content stories. */
export const samplePhoto = photo;
export const defaultImage = '/images/default.svg';

export const cmsHtml = `
<h2>ภาพรวมการส่งออก</h2>
<p>กรมส่งเสริมการค้าระหว่างประเทศรายงานว่า <strong>การส่งออกข้าว</strong> เพิ่มขึ้นในไตรมาสที่สาม
ดูรายละเอียดที่ <a href="https://www.thaitrade.com/">Thaitrade.com</a> หรือ <a href="/th/news">ข่าวทั้งหมด</a></p>
<h3>Key markets</h3>
<ul><li>Japan: fruit and processed food</li><li>China: rubber and cassava</li><li>United States: electronics</li></ul>
<ol><li>Register on the portal</li><li>Upload your documents</li></ol>
<blockquote>“Thai products are trusted worldwide.”</blockquote>
<table><caption>Exports by month (million baht)</caption>
<thead><tr><th>Month</th><th>Rice</th><th>Rubber</th><th>Fruit</th><th>Electronics</th><th>Automotive parts</th><th>Processed food</th></tr></thead>
<tbody><tr><td>January</td><td>12,400</td><td>9,100</td><td>7,800</td><td>41,200</td><td>28,300</td><td>15,900</td></tr>
<tr><td>February</td><td>11,900</td><td>8,700</td><td>8,100</td><td>39,800</td><td>27,600</td><td>16,200</td></tr></tbody></table>
<p><img src="${photo}" alt="Rice fields in the north of Thailand" width="640" height="360"></p>
`;

export const longThaiTitle =
  'กรมส่งเสริมการค้าระหว่างประเทศเชิญชวนผู้ประกอบการไทยเข้าร่วมงานแสดงสินค้าอาหารและเครื่องดื่มนานาชาติ ณ กรุงโตเกียว ประเทศญี่ปุ่น ประจำปี 2569';
