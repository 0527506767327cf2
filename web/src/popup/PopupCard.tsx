import type { PopupItem } from '../api/recommend';

const shortDate = (iso: string) => `${Number(iso.slice(5, 7))}월 ${Number(iso.slice(8, 10))}일`;

/** One pop-up: what, when, where (a text line, no map), and why it matches each facet. */
export function PopupCard({ item, alternative = false }: { item: PopupItem; alternative?: boolean }) {
  return (
    <article className={`popup-card${alternative ? ' popup-card-alt' : ''}`} aria-label={item.name}>
      <header>
        <span className="popup-category">{item.category}</span>
        <h3>{item.name}</h3>
      </header>
      <dl className="popup-facts">
        <div>
          <dt>기간</dt>
          <dd>
            {shortDate(item.start_date)} ~ {shortDate(item.end_date)}
          </dd>
        </div>
        <div>
          <dt>운영</dt>
          <dd>
            {item.open_time} ~ {item.close_time} · {item.price_tier}
          </dd>
        </div>
      </dl>
      <p className="popup-location">
        <span className="popup-where">위치</span> {item.city} {item.district} {item.dong} · {item.zone}
        <span className="popup-address">{item.address}</span>
      </p>
      <ul className="popup-tags" aria-label="태그">
        {item.tags.map((tag) => (
          <li key={tag}>#{tag}</li>
        ))}
      </ul>
      {(item.matched_facets.length > 0 || (item.unmet_facets?.length ?? 0) > 0) && (
        <ul className="popup-facets" aria-label="요청 조건">
          {item.matched_facets.map((facet) => (
            <li key={facet} className="facet-met">
              ✓ {facet}
            </li>
          ))}
          {item.unmet_facets?.map((facet) => (
            <li key={facet} className="facet-unmet">
              ✗ {facet} 아님
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
