/** The shared order detail (issue 13): opened from any order list (the orders remote, the loads list, the dashboard's lists). */
export {};
