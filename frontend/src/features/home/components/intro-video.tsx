import { useState } from 'react';

import { usePrefersReducedMotion } from '@/lib/media-query';

import { INTRO_VIDEO } from '../data';

/**
 * The intro video (SPEC 2.4 and 4): plays once, muted, then the still image takes its place. With
 * prefers-reduced-motion the still image is shown straight away. Decorative: the title beside it
 * says what it shows.
 */
export function IntroVideo() {
  const reducedMotion = usePrefersReducedMotion();
  const [ended, setEnded] = useState(false);

  if (ended || reducedMotion) {
    return (
      <img
        className="home-hero__media"
        src={INTRO_VIDEO.poster}
        width={INTRO_VIDEO.width}
        height={INTRO_VIDEO.height}
        alt=""
        fetchPriority="high"
        data-testid="intro-still"
      />
    );
  }
  return (
    <video
      className="home-hero__media"
      width={INTRO_VIDEO.width}
      height={INTRO_VIDEO.height}
      poster={INTRO_VIDEO.poster}
      autoPlay
      muted
      playsInline
      preload="metadata"
      aria-hidden="true"
      tabIndex={-1}
      data-testid="intro-video"
      onEnded={() => {
        setEnded(true);
      }}
      onError={() => {
        setEnded(true);
      }}
    >
      <source src={INTRO_VIDEO.webm} type="video/webm" />
      <source
        src={INTRO_VIDEO.mp4}
        type="video/mp4"
        // The last source failing means none could play: show the still image.
        onError={() => {
          setEnded(true);
        }}
      />
    </video>
  );
}
