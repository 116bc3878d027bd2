import { useEffect, useId, useRef, useState } from 'react';

/** Props of SearchBox: the applied value, its label, and where a settled value goes. */
export interface SearchBoxProps {
  value: string;
  label: string;
  placeholder?: string;
  onSearch(q: string): void;
  /** Wait after the last keystroke, in ms (spec §9 debounce 300 ms). */
  delay?: number;
}

/**
 * The list's search field: typing is shown at once, the search runs `delay` ms after the last
 * keystroke, so the list loads once per pause rather than once per letter. An outside change of
 * `value` (Clear filters, Back) replaces the text.
 */
export function SearchBox({ value, label, placeholder, onSearch, delay = 300 }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  useEffect(() => {
    setText(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(next), delay);
  };

  return (
    <div className="search-box">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={text} placeholder={placeholder} maxLength={255} onChange={(e) => change(e.target.value)} />
    </div>
  );
}
