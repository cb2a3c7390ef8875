import { useId } from 'react';

import { Button } from '@/components/ui/button';
import type { PassView } from '@/lib/api-types';
import { FEST } from '@/lib/fest';
import { saveFile } from '@/lib/save-file';

import { useI18n } from '../i18n';
import { passStatus, statusText, stayDay } from '../lib/passes';
import { passCardSvg, qrMatrix } from '../lib/qr';
import { MSG } from '../messages';
import { PassQr } from '@/components/pass-qr';

/**
 * One person's pass: the fest, the event, the holder's name and role, the QR code, the pass id and
 * its status (not used yet, checked in when and where, or revoked), and the holder's stay at the
 * hostel when one is booked (and whether the hostel desk has checked them in). Download saves the
 * card as an SVG image; printed, each card takes a page of its own. A revoked pass says so and is
 * offered neither for download nor for printing: it no longer opens the gate.
 */
export function PassCard({ pass, eventTitle }: { pass: PassView; eventTitle: string }) {
  const { language } = useI18n();
  const nameId = useId();
  const status = passStatus(pass);
  const text = statusText(pass);

  const download = () => {
    const svg = passCardSvg(
      {
        fest: `${FEST.name} ${FEST.year}`,
        event: eventTitle,
        name: pass.name,
        role: pass.roleTitle,
        passLine: MSG.passLine(pass.id),
        status: text,
      },
      qrMatrix(pass.token),
    );
    saveFile(
      new Blob([svg], { type: 'image/svg+xml' }),
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a file's name
      `${FEST.name.toLowerCase()}-pass-${pass.id}.svg`,
    );
  };

  return (
    <li className="pass-card" data-status={status} aria-labelledby={nameId}>
      <p className="pass-card__fest">
        {FEST.name} {FEST.year}
      </p>
      <p className="pass-card__event">{eventTitle}</p>
      <h3 id={nameId} className="pass-card__name">
        {pass.name}
      </h3>
      <p className="pass-card__role">{pass.roleTitle}</p>
      <div className="pass-card__qr">
        <PassQr token={pass.token} passId={pass.id} label={MSG.qrOf(pass.name)} />
      </div>
      <p className="pass-card__id">
        {MSG.passId} <code>{pass.id}</code>
      </p>
      <p className="pass-card__status" data-status={status}>
        {text}
      </p>
      {status === 'revoked' && <p className="pass-card__note">{MSG.revokedNote}</p>}
      {pass.stay && (
        <div className="pass-card__stay" data-testid="pass-stay">
          <p>
            {MSG.stay(
              pass.stay.block,
              stayDay(pass.stay.checkIn, language),
              stayDay(pass.stay.checkOut, language),
            )}
          </p>
          {pass.stay.checkedInAt && <p className="pass-card__stay-in">{MSG.stayCheckedIn}</p>}
        </div>
      )}
      {status !== 'revoked' && (
        <Button
          variant="ghost"
          className="pass-card__download"
          aria-label={MSG.downloadOf(pass.name)}
          onClick={download}
        >
          {MSG.download}
        </Button>
      )}
    </li>
  );
}
