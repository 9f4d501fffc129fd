// A row of choices as radio buttons in a fieldset: the legend names the group, each choice has a label
// and an optional line under it.
import { useId } from 'react';

export interface Choice<V extends string> {
  value: V;
  label: string;
  hint?: string;
  disabled?: boolean;
}

export interface ChoiceGroupProps<V extends string> {
  legend: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange(value: V): void;
  testId: string;
}

export function ChoiceGroup<V extends string>({
  legend,
  value,
  choices,
  onChange,
  testId,
}: ChoiceGroupProps<V>) {
  const name = useId();
  return (
    <fieldset className="ads-choices" data-testid={testId}>
      <legend>{legend}</legend>
      <div className="ads-choices__row">
        {choices.map((c) => (
          <label
            key={c.value}
            className={`ads-choice${value === c.value ? ' is-on' : ''}${c.disabled ? ' is-disabled' : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={value === c.value}
              disabled={c.disabled}
              onChange={() => onChange(c.value)}
              data-testid={`${testId}-${c.value}`}
            />
            <span className="ads-choice__label">{c.label}</span>
            {c.hint ? <span className="ads-choice__hint">{c.hint}</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
