import * as RadixSwitch from '@radix-ui/react-switch';
import type { ReactNode } from 'react';

/** Props of Switch. */
export interface SwitchProps {
  /** The control's id, so a `<label htmlFor>` names it. */
  id: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  disabled?: boolean;
  /** The id of the text that describes it (aria-describedby), e.g. a one-line description. */
  describedBy?: string;
  /** Text shown beside the thumb ("On" / "Off"), hidden from assistive technology: the switch state says it. */
  stateText?: ReactNode;
}

/**
 * An on/off switch (Radix Switch: a button with role="switch" and aria-checked; Space and Enter
 * toggle it). Name it with a `<label htmlFor={id}>`. 44 × 24 px, so it stays an easy target on phones.
 */
export function Switch({ id, checked, onCheckedChange, disabled, describedBy, stateText }: SwitchProps) {
  return (
    <span className="ds-switch-row">
      <RadixSwitch.Root id={id} className="ds-switch" checked={checked} onCheckedChange={onCheckedChange} disabled={disabled} aria-describedby={describedBy}>
        <RadixSwitch.Thumb className="ds-switch__thumb" />
      </RadixSwitch.Root>
      {stateText !== undefined && (
        <span className="ds-switch__state" aria-hidden="true">
          {stateText}
        </span>
      )}
    </span>
  );
}
