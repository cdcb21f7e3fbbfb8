import { useId } from 'react';

/**
 * A still drawing of the three depths (surface, next level, full picture), with the dots a deep
 * dive connects on the way down. Decorative: the headline beside it tells the same story.
 */
export function HeroDepthArt() {
  const windowId = useId();
  return (
    <svg className="hero-depth-art" viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={windowId}>
          <rect width="480" height="400" rx="28" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${windowId})`}>
        <rect className="hero-depth-art__sky" width="480" height="400" />
        <path
          className="hero-depth-art__band hero-depth-art__band--1"
          d="M0 130c60-28 120 28 180 0s120-28 180 0 90 22 120 8v262H0z"
        />
        <path
          className="hero-depth-art__band hero-depth-art__band--2"
          d="M0 218c60-28 120 28 180 0s120-28 180 0 90 22 120 8v174H0z"
        />
        <path
          className="hero-depth-art__band hero-depth-art__band--3"
          d="M0 306c60-28 120 28 180 0s120-28 180 0 90 22 120 8v86H0z"
        />
        <path className="hero-depth-art__thread" d="M92 84 214 62 336 156 196 232 300 344" />
        <circle className="hero-depth-art__dot" cx="92" cy="84" r="7" />
        <circle className="hero-depth-art__dot" cx="214" cy="62" r="6" />
        <circle className="hero-depth-art__dot" cx="336" cy="156" r="8" />
        <circle className="hero-depth-art__dot" cx="196" cy="232" r="8" />
        <circle className="hero-depth-art__dot hero-depth-art__dot--you" cx="300" cy="344" r="11" />
        <circle className="hero-depth-art__halo" cx="300" cy="344" r="20" />
      </g>
      <rect className="hero-depth-art__frame" x="0.5" y="0.5" width="479" height="399" rx="27.5" />
    </svg>
  );
}
