/** The id of the `<script type="application/json">` holding the data a server-rendered page was made from. */
export const PAGE_STATE_ID = "page-state";
