import type {
  AgeDivision,
  CompetitionCategory,
  Gender,
  MembershipRole,
  Relationship,
  Tier,
} from '../../domain/enums';
import type { MembershipStatus, PaymentStatus } from '../../domain/status';
import type { AddressDoc } from '../shared/address.mapper';

/** memberships/{id} in camelCase; the repository turns stored Timestamps into Dates. */
export interface MembershipDoc {
  id: string;
  accountUid: string;
  memberId: string | null;
  status: MembershipStatus;
  paymentStatus: PaymentStatus;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  dateOfBirth: string;
  gender: Gender;
  parentName: string | null;
  tShirtSize: string;
  uniformSize: string;
  useAccountAddress: boolean;
  address: AddressDoc | null;
  competitionCategories: CompetitionCategory[];
  role: MembershipRole;
  beltRank: string;
  division: AgeDivision | null;
  currentSchool: string;
  clubId: string | null;
  membershipTier: Tier;
  isSelfRegistration: boolean;
  relationshipToAthlete: { relationship: Relationship; relationshipOther: string | null } | null;
  // Null on records that predate the online application.
  agreements: AgreementsDoc | null;
  activatedAt: Date | null;
  expiresAt: Date | null;
  // Why an administrator (or a dispute) last set the status, and when; absent on older records.
  statusReason?: string | null;
  statusChangedAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

/** The agreements ticked when applying, kept with the moment they were accepted. */
export interface AgreementsDoc {
  codeOfConduct: boolean;
  trainingAcknowledgement: boolean;
  mediaRelease: boolean;
  acceptedAt: Date;
}
