import { layoutCopy } from '../content/layout';
import { BackHome } from './BackHome';

/** Shown for any path the site does not have; static hosts serve it with HTTP 404. */
export function NotFound() {
  return (
    <div className="page page--narrow status-page">
      <p className="status-page__code">{layoutCopy.notFound.code}</p>
      <h1>{layoutCopy.notFound.heading}</h1>
      <p>{layoutCopy.notFound.text}</p>
      <BackHome>{layoutCopy.notFound.homeLink}</BackHome>
    </div>
  );
}
