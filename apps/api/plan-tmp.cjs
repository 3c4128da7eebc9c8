const D=require('better-sqlite3');const d=new D('/tmp/sb/search-bench.db');
const f="media_type || '' = 'movie' and +year is not null and +year >= 1990 and +year <= 1995";
for (const m of ['"ki"*', '"t"*', '"love"']) for (const [l,q] of [
['in-set', `select count(*) from (select 1 from titles where ${f} and titles.rowid in (select rowid from title_search where title_search match '${m}') limit 1000)`],
['join', `select count(*) from (select 1 from title_search join titles on titles.rowid = title_search.rowid where title_search match '${m}' and ${f} limit 1000)`],
['fts only', `select count(*) from (select 1 from title_search where title_search match '${m}' limit 100000)`],
]) {
const s=d.prepare(q); s.all(); let t0=performance.now();for(let i=0;i<5;i++)s.all();console.log(m,l,((performance.now()-t0)/5).toFixed(2), s.all()[0], d.prepare('explain query plan '+q).all().map(r=>r.detail).join(' | '));
}
