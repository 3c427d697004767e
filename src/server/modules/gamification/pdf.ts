import PDFDocument from 'pdfkit';
import type { AwardView } from '../../../shared/contracts/gamification';
import { formattersFor } from '../../../shared/domain/format';
import type { Language } from '../../../shared/enums';
import { translator } from '../../platform/i18n';
import { fontFile, scriptOf as reportScript, type Script, scriptFor } from '../../platform/pdf/fonts';

/**
 * The certificate as a one-page PDF (decision 0043), made as the Leader Profile PDF is (decision 0015): pdfkit
 * with the embedded Noto fonts of the npm packages (Latin, JP, SC), tagged, in the reader's language.
 */
const scriptOf = (lng: Language, text = ''): Script => scriptFor(text, reportScript(lng));

export function renderCertificatePdf(
  cert: AwardView & { verified: boolean },
  lng: Language,
): Promise<Buffer> {
  const t = translator(lng);
  const title = t('gamification:certificate.pdfTitle');
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 60,
    tagged: true,
    pdfVersion: '1.7',
    font: null as unknown as string,
    lang: lng,
    displayTitle: true,
    info: { Title: `${title}: ${cert.user.fullname}`, Author: 'Stride', Creator: 'Stride' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  const use = (text: string, bold: boolean) => {
    const script = scriptOf(lng, text);
    const name = `${script}-${bold ? 'b' : 'r'}`;
    doc.registerFont(name, fontFile(script, bold ? 'bold' : 'regular'));
    doc.font(name);
  };
  const width = doc.page.width - 120;
  const line = (type: string, text: string, size: number, bold: boolean, color = '#1f2937', gap = 0.6) => {
    root.add(
      doc.struct(type, {}, () => {
        use(text, bold);
        doc.fontSize(size).fillColor(color).text(text, 60, undefined, { width, align: 'center' });
      }),
    );
    doc.moveDown(gap);
  };
  doc
    .rect(30, 30, doc.page.width - 60, doc.page.height - 60)
    .lineWidth(3)
    .strokeColor('#3b5bdb')
    .stroke();
  doc.y = 90;
  line('P', 'Stride', 14, true, '#3b5bdb');
  line('H1', cert.badge.badge_name, 30, true, '#111827', 1);
  line('P', t('gamification:certificate.awardedTo'), 13, false, '#4b5563');
  line('H2', cert.user.fullname, 26, true, '#111827', 1);
  if (cert.sprint)
    line('P', t('gamification:certificate.forSprint', { sprint: cert.sprint.label }), 14, false);
  line('P', cert.badge.description, 12, false, '#4b5563', 1.2);
  // as the public certificate page writes it (decision 0079)
  const date = formattersFor(lng, { timeZone: 'UTC' }).longDate(cert.issued_at);
  line('P', `${t('gamification:certificate.issuedOn')}: ${date}`, 12, false);
  line('P', `${t('gamification:certificate.issuer')}: ${cert.issuerName}`, 12, false);
  line(
    'P',
    cert.verified
      ? t('gamification:certificate.verified', { issuer: cert.issuerName })
      : t('gamification:certificate.notVerified'),
    12,
    true,
    cert.verified ? '#2b8a3e' : '#c92a2a',
  );
  if (cert.publicUrl)
    line('P', `${t('gamification:certificate.verifyAt')}: ${cert.publicUrl}`, 10, false, '#4b5563');
  root.end();
  doc.end();
  return done;
}
