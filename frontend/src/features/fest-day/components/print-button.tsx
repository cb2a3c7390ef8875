import { Button } from '@/components/ui/button';

import { MSG } from '../messages';

/**
 * Opens the browser's print dialog, where the page can also be saved as a PDF (for the notice
 * board). Left out of the printout, like the rest of the page's controls.
 */
export function PrintButton() {
  return (
    <Button
      variant="ghost"
      className="fest-day__print"
      onClick={() => {
        window.print();
      }}
    >
      {MSG.print}
    </Button>
  );
}
