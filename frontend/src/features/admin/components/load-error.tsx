import { Button } from '@/components/ui/button';

import { MSG } from '../messages';

/** Why a list could not be loaded, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="admin-error" role="alert">
      <span>{message}</span>
      <Button variant="ghost" onClick={onRetry}>
        {MSG.retry}
      </Button>
    </div>
  );
}
