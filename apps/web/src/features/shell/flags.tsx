import { useId } from "react";
import type { TLanguage } from "../../lib/i18n";

// Inline SVG flags: emoji flags do not render on every desktop (Windows shows letters).
function UkFlag() {
  // The clip path needs a document-unique id: the flag shows in the button and in the menu at once.
  const clipId = useId();
  return (
    <svg viewBox="0 0 60 30" width="22" height="15" aria-hidden="true" focusable="false">
      <clipPath id={clipId}>
        <path d="M0 0v30h60V0z" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <path d="M0 0v30h60V0z" fill="#012169" />
        <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
        <path d="M0 0l60 30m0-30L0 30" stroke="#C8102E" strokeWidth="2" />
        <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
        <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
      </g>
    </svg>
  );
}

function ChinaFlag() {
  const star =
    "M0,-1 L0.2245,-0.309 L0.951,-0.309 L0.363,0.118 L0.588,0.809 L0,0.382 L-0.588,0.809 L-0.363,0.118 L-0.951,-0.309 L-0.2245,-0.309Z";
  return (
    <svg viewBox="0 0 30 20" width="22" height="15" aria-hidden="true" focusable="false">
      <rect width="30" height="20" fill="#DE2910" />
      <path d={star} transform="translate(5,5) scale(3)" fill="#FFDE00" />
      <path d={star} transform="translate(10,2) scale(1)" fill="#FFDE00" />
      <path d={star} transform="translate(12,4) scale(1)" fill="#FFDE00" />
      <path d={star} transform="translate(12,7) scale(1)" fill="#FFDE00" />
      <path d={star} transform="translate(10,9) scale(1)" fill="#FFDE00" />
    </svg>
  );
}

function JapanFlag() {
  return (
    <svg viewBox="0 0 30 20" width="22" height="15" aria-hidden="true" focusable="false">
      <rect width="30" height="20" fill="#fff" stroke="#c9ced6" strokeWidth="1" />
      <circle cx="15" cy="10" r="6" fill="#BC002D" />
    </svg>
  );
}

/** The flag shown beside each language code in the dropdown. */
export function Flag({ language }: { language: TLanguage }) {
  if (language === "zh") return <ChinaFlag />;
  if (language === "ja") return <JapanFlag />;
  return <UkFlag />;
}
