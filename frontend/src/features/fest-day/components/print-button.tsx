import { Button } from '@/components/ui/button';

import { useI18n } from '../i18n';

/**
 * Opens the browser's print dialog, where the page can also be saved as a PDF (for the notice
 * board). Left out of the printout, like the rest of the page's controls.
 */
export function PrintButton() {
  const { i18n } = useI18n();
  return (
    <Button
      variant="ghost"
      className="fest-day__print"
      onClick={() => {
        window.print();
      }}
    >
      {i18n._('fest-day.print')}
    </Button>
  );
}
