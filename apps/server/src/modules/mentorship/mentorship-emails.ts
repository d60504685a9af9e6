import * as webPaths from '@chapter/shared/web-paths';

/** Texts of the e-mails both sides of a mentorship get; links lead to the mentorship screen. */
const link = (appUrl: string) => `${appUrl}${webPaths.mentorshipSearch}`;

export function appliedEmail(appUrl: string, menteeName: string, goals: string) {
  return {
    subject: `${menteeName} asks you to be their mentor`,
    text: `${menteeName} applied for mentorship with you.\n\nTheir goals:\n${goals}\n\nAccept or decline: ${link(appUrl)}`,
  };
}

export function acceptedEmail(appUrl: string, mentorName: string) {
  return {
    subject: `${mentorName} accepted your mentorship application`,
    text: `Good news: ${mentorName} is now your mentor. Arrange your first meeting soon.\n\n${link(appUrl)}`,
  };
}

export function declinedEmail(appUrl: string, mentorName: string, reason: string | null) {
  return {
    subject: `${mentorName} declined your mentorship application`,
    text: `${mentorName} cannot take you on as a mentee this time.${reason ? `\n\nTheir reason:\n${reason}` : ''}\n\nFind another mentor: ${link(appUrl)}`,
  };
}

export function assignedEmail(appUrl: string, otherName: string, asMentor: boolean, leaderName: string) {
  return {
    subject: asMentor ? `You are now ${otherName}'s mentor` : `${otherName} is now your mentor`,
    text: `${leaderName} paired you: ${asMentor ? `you mentor ${otherName}` : `${otherName} mentors you`}.\n\n${link(appUrl)}`,
  };
}

export function completedEmail(appUrl: string, otherName: string) {
  return {
    subject: `Your mentorship with ${otherName} is completed`,
    text: `Your mentorship with ${otherName} was marked completed. Thank you for taking part.\n\n${link(appUrl)}`,
  };
}
