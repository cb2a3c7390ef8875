/** What the applicant types on /ca-register (SPEC 3, CA application; `username` and `email` come from the session). */
export interface CaApplicationInput {
  fullName: string;
  collegeName: string;
  collegeYear: string;
  rollno: string;
  por: string;
  collegeAddress: string;
  phoneNumber: string;
  alternativeEmail: string;
  howDidYouKnow: string;
  applicationStatement: string;
}

/** The body of POST /ca/apply (SPEC 7). */
export interface CaApplyPayload extends CaApplicationInput {
  username: string;
  email: string;
}
