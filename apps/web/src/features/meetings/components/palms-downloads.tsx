import { meetingsRoutes } from '@chapter/shared/api/meetings.routes';
import type { PalmsPaper } from '@chapter/shared/palms.schemas';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { apiFile } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/download.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { meetingsMessages } from '../messages.ts';

/** The United States and Canada print on US Letter; the rest of the world on A4. */
const paperFor = (language: string): PalmsPaper => (/^en-(us|ca)$/i.test(language) ? 'letter' : 'a4');

/**
 * The PALMS report's files for the period on screen: the CSV for a spreadsheet, and the PDF to print, laid out for
 * the paper chosen (at first the one the browser's language suggests). The server makes both files: the PDF
 * library stays out of the web bundle.
 */
export function PalmsDownloads({ from, to, disabled }: { from: string; to: string; disabled: boolean }) {
  const t = useMessages(meetingsMessages);
  const [paper, setPaper] = useState<PalmsPaper>(() => paperFor(navigator.language));
  const [printing, setPrinting] = useState(false);

  const downloadPdf = async () => {
    setPrinting(true);
    try {
      const pdf = await apiFile(meetingsRoutes.attendanceReportPdf, { query: { from, to, paper }, errorToast: true });
      saveFile(pdf, `palms-${from}-${to}.pdf`);
    } catch {
      // The error toast has already said what went wrong; the button is ready for another try.
    } finally {
      setPrinting(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        disabled={disabled}
        onClick={() =>
          void apiFile(meetingsRoutes.attendanceReportCsv, { query: { from, to }, errorToast: true }).then((csv) =>
            saveFile(csv, `palms-${from}-${to}.csv`),
          )
        }
      >
        <Download aria-hidden="true" /> {t('csv')}
      </Button>
      <SelectField
        label={t('paper')}
        value={paper}
        onChange={(e) => setPaper(e.target.value as PalmsPaper)}
        options={[
          // A4 is the paper's name everywhere.
          { value: 'a4', label: 'A4' },
          { value: 'letter', label: t('usLetter') },
        ]}
      />
      <Button variant="secondary" disabled={disabled || printing} onClick={() => void downloadPdf()}>
        <Download aria-hidden="true" /> {t('downloadPdf')}
      </Button>
    </>
  );
}
