import type { Member } from '../data';
import { Avatar } from './avatar';

/** A team member: photo, name and position. */
export function MemberCard({ member }: { member: Member }) {
  return (
    <li className="member-card">
      <Avatar
        name={member.name}
        photo={member.photo}
        seed={`${member.name} ${member.position}`}
        placeholder={member.placeholder}
      />
      <p className="member-card__name">{member.name}</p>
      <p className="member-card__position">{member.position}</p>
    </li>
  );
}
