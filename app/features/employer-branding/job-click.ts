/** Marks a visit of a job-ad page that came from the employer page's list: `?von=unternehmen` (a job click). */
export const JOB_CLICK_PARAM = "von";
export const JOB_CLICK_VALUE = "unternehmen";
