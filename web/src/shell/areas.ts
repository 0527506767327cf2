/** The five areas of the app, in header order. */
export interface Area {
  path: string;
  label: string;
  blurb: string;
}

export const areas: Area[] = [
  { path: '/', label: '상담 접수', blurb: '사연을 정리해 변호사에게 전달해요.' },
  { path: '/qa', label: '법률 Q&A', blurb: '자주 묻는 법률 질문에 근거와 함께 답해 드려요.' },
  { path: '/contract', label: '계약서 검토', blurb: '계약서에서 살펴볼 조항을 짚어 드려요.' },
  { path: '/popup', label: '팝업 추천', blurb: '상황에 맞는 안내를 골라 보여 드려요.' },
  { path: '/admin', label: '관리', blurb: '접수된 사건과 지식 베이스를 관리해요.' },
];

/** The area a path belongs to (longest matching prefix). */
export function areaOf(path: string): Area {
  const matches = areas.filter((area) => (area.path === '/' ? true : path === area.path || path.startsWith(`${area.path}/`)));
  return matches.sort((a, b) => b.path.length - a.path.length)[0] ?? areas[0]!;
}
