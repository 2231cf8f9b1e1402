-- The candidates' ranking (issue 40) reads, of every teacher's classes in the period, only those
-- near the section's hours on its days: a day's classes by start time.
CREATE INDEX section_timetable_day ON section_timetable (weekday, start_time);
