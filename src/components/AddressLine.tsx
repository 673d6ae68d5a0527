import { contact } from '#site/content';
import { keepTogether } from '@/lib/keep-together';

/** One line of the programme's address, its postcode ("CEP 01246-000") never broken across lines. */
export function AddressLine({ line }: { line: string }) {
  const code = contact.postalAddress.postalCode;
  const phrase = line.includes(`CEP ${code}`) ? `CEP ${code}` : code;
  return keepTogether(line, phrase).map((part, index) =>
    part.together ? (
      <span key={index} style={{ whiteSpace: 'nowrap' }} data-postcode>
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}
