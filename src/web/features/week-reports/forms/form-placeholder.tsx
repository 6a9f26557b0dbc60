import { PageMessage } from '../../../components/page-message';

/**
 * The place of a report form held at a screen's height while what it is built from is read
 * (the reports, vessels and experts; the form's copy on the device): what follows it (the key info, below it on a
 * phone) does not move when it arrives (issues 25 and 27: CLS 0.22-0.78).
 */
export function FormPlaceholder({ title }: { title: string }) {
  return (
    <div style={{ minHeight: '100vh' }}>
      <PageMessage busy title={title} />
    </div>
  );
}
