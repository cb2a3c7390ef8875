//! Property tests of the fixtures: every format's shape, advancement to the end with random results, the
//! tables' tie-breaks and the schedule's clashes; and a few exact brackets.

use std::collections::{BTreeMap, BTreeSet};

use fest_shared::api;
use fest_shared::fixtures::heats::lane_order;
use fest_shared::fixtures::knockout::bracket_size;
use fest_shared::fixtures::{
    self, Advancement, Athlete, ClashKind, Entrant, FinalOptions, Fixtures, Format, GroupOptions, HeatDraw,
    HeatOptions, HeatResult, MatchKind, MatchResult, Outcome, Placement, Points, ScheduledItem, ScoredMatch, Slot,
    SwissGame, read,
};
use proptest::prelude::*;
use serde_json::{Value, json};

fn teams(n: usize) -> Vec<Entrant> {
    (1..=n).map(|i| Entrant::new(format!("T{i}"))).collect()
}

/// The seed (1-based) of a `T{n}` id.
fn seed(id: &str) -> usize {
    id.trim_start_matches('T').parse().expect("a T{n} id")
}

fn entrant_id(slot: &Slot) -> Option<&str> {
    match slot {
        Slot::Entrant { id } => Some(id),
        _ => None,
    }
}

/// A test's own splitmix64, so a proptest seed drives the results.
struct Dice(u64);

impl Dice {
    fn next(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) % n.max(1)
    }
}

/// Plays every ready match with a result chosen by `pick` until nothing is ready; checks along the way that
/// nobody plays twice in a round and that no result is refused. Returns the last advancement.
fn play_out(f: &Fixtures, mut pick: impl FnMut(&fixtures::Match, &str, &str) -> MatchResult) -> Advancement {
    let mut results: Vec<MatchResult> = Vec::new();
    for _ in 0..=f.matches.len() {
        let adv = fixtures::advance(f, &results);
        assert!(adv.ok, "{}", adv.errors);
        if adv.ready.is_empty() {
            return adv;
        }
        for id in &adv.ready {
            let m = f.match_by_id(id).expect("a ready match exists");
            let state = adv.matches.iter().find(|s| s.id == *id).expect("its state");
            let (home, away) = (state.home.clone().expect("home known"), state.away.clone().expect("away known"));
            results.push(pick(m, &home, &away));
        }
    }
    panic!("the fixtures never finished");
}

/// Checks that nobody plays twice in one round, by the sides advancement filled in.
fn nobody_twice_a_round(f: &Fixtures, adv: &Advancement) {
    let mut seen: BTreeSet<(u32, String)> = BTreeSet::new();
    for (m, s) in f.matches.iter().zip(&adv.matches) {
        for side in [&s.home, &s.away].into_iter().flatten() {
            assert!(seen.insert((m.round, side.clone())), "{side} twice in round {}", m.round);
        }
    }
}

/// A random result for a match between `home` and `away`: a knockout match always has a winner, by score,
/// by walkover or by a named winner after level scores; a league match may be drawn.
fn random_result(dice: &mut Dice, m: &fixtures::Match, home: &str, away: &str) -> MatchResult {
    let (h, a) = (dice.next(4) as u32, dice.next(4) as u32);
    let base = MatchResult { match_id: m.id.clone(), ..MatchResult::default() };
    let winner = if dice.next(2) == 0 { home } else { away };
    match (m.kind.needs_winner(), dice.next(3)) {
        (false, _) => MatchResult { home_score: Some(h), away_score: Some(a), ..base },
        (true, 0) => MatchResult { winner: Some(winner.to_owned()), walkover: true, ..base },
        (true, 1) => MatchResult { home_score: Some(h), away_score: Some(h), winner: Some(winner.to_owned()), ..base },
        (true, _) => {
            let (hs, as_) = if winner == home { (h + 1, h) } else { (a, a + 1) };
            MatchResult { home_score: Some(hs), away_score: Some(as_), ..base }
        }
    }
}

fn places(adv: &Advancement) -> Vec<(u32, String)> {
    adv.placings.iter().map(|p| (p.place, p.entrant.clone())).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn a_knockout_gives_byes_to_the_top_seeds_and_everybody_one_place_in_round_one(
        n in 2usize..=64,
        third in any::<bool>(),
    ) {
        let f = fixtures::knockout(&teams(n), third).unwrap();
        let byes = bracket_size(n) - n;
        let round_one = &f.rounds[0];
        let bye_seeds: Vec<usize> = round_one.byes.iter().filter_map(entrant_id).map(seed).collect();
        prop_assert_eq!(bye_seeds.iter().copied().collect::<BTreeSet<_>>(), (1..=byes).collect::<BTreeSet<_>>());
        let mut seen: Vec<usize> = bye_seeds.clone();
        for m in f.matches.iter().filter(|m| m.round == 1) {
            let (h, a) = (entrant_id(&m.home).map(seed), entrant_id(&m.away).map(seed));
            prop_assert!(h.is_some() && a.is_some() && h < a, "{:?}", m);
            seen.extend([h.unwrap(), a.unwrap()]);
        }
        seen.sort_unstable();
        prop_assert_eq!(seen, (1..=n).collect::<Vec<_>>());
        let third_place = usize::from(third && n >= 4);
        prop_assert_eq!(f.matches.len(), n - 1 + third_place);
        prop_assert_eq!(f.matches.iter().filter(|m| m.kind == MatchKind::Final).count(), 1);
        // Every winner goes on to exactly one match; every side of a later match is a winner, a bye or a loser
        // of a semi-final (the third-place match).
        for m in &f.matches {
            let feeds = f.matches.iter().flat_map(|x| [&x.home, &x.away])
                .filter(|s| matches!(s, Slot::WinnerOf { match_id } if *match_id == m.id)).count();
            prop_assert_eq!(feeds, usize::from(m.kind != MatchKind::Final && m.kind != MatchKind::ThirdPlace));
        }
    }

    #[test]
    fn a_knockout_of_any_size_completes(n in 2usize..=64, third in any::<bool>(), roll in any::<u64>()) {
        let f = fixtures::knockout(&teams(n), third).unwrap();
        let mut dice = Dice(roll);
        let adv = play_out(&f, |m, home, away| random_result(&mut dice, m, home, away));
        prop_assert!(adv.complete);
        prop_assert_eq!(adv.matches.iter().filter(|s| s.winner.is_some()).count(), f.matches.len());
        nobody_twice_a_round(&f, &adv);
        let got = places(&adv);
        let thirds = got.iter().filter(|p| p.0 == 3).count();
        let expected_thirds = match n { 2 => 0, 3 => 1, _ if third => 1, _ => 2 };
        prop_assert_eq!((got[0].0, got[1].0, thirds), (1, 2, expected_thirds), "{:?}", got);
        let distinct: BTreeSet<&String> = got.iter().map(|p| &p.1).collect();
        prop_assert_eq!(distinct.len(), got.len());
        // The champion won every match it played.
        let champion = &got[0].1;
        prop_assert!(adv.matches.iter().all(|s| s.loser.as_ref() != Some(champion)));
    }

    #[test]
    fn when_the_higher_seed_always_wins_the_top_seeds_meet_last(n in 2usize..=64) {
        let f = fixtures::knockout(&teams(n), false).unwrap();
        let adv = play_out(&f, |m, home, away| MatchResult {
            match_id: m.id.clone(),
            winner: Some(if seed(home) < seed(away) { home } else { away }.to_owned()),
            ..MatchResult::default()
        });
        // The last 2^k are seeds 1 to 2^k: 1 and 2 in the final, 1 to 4 in the semi-finals, ...
        for (back, round) in f.rounds.iter().rev().enumerate() {
            let size = 2usize << back;
            if round.number == 1 && bracket_size(n) != n {
                break; // the byes play no first-round match
            }
            let mut seeds: Vec<usize> = adv.matches.iter().zip(&f.matches)
                .filter(|(_, m)| m.round == round.number)
                .flat_map(|(s, _)| [s.home.clone(), s.away.clone()]).flatten().map(|id| seed(&id)).collect();
            seeds.sort_unstable();
            prop_assert_eq!(seeds, (1..=size).collect::<Vec<_>>(), "round {}", round.name);
        }
        prop_assert_eq!(&adv.placings[0].entrant, "T1");
    }

    #[test]
    fn a_round_robin_meets_every_pair_once_and_nobody_twice_a_round(n in 2usize..=30) {
        let f = fixtures::round_robin(&teams(n)).unwrap();
        prop_assert_eq!(f.rounds.len(), if n % 2 == 0 { n - 1 } else { n });
        let mut pairs: BTreeMap<(String, String), usize> = BTreeMap::new();
        for round in &f.rounds {
            let mut in_round: Vec<String> = round.byes.iter().filter_map(entrant_id).map(str::to_owned).collect();
            prop_assert_eq!(round.byes.len(), n % 2);
            for id in &round.matches {
                let m = f.match_by_id(id).unwrap();
                let (h, a) = (entrant_id(&m.home).unwrap().to_owned(), entrant_id(&m.away).unwrap().to_owned());
                in_round.extend([h.clone(), a.clone()]);
                *pairs.entry((h.clone().min(a.clone()), h.max(a))).or_default() += 1;
            }
            in_round.sort();
            let mut everyone: Vec<String> = teams(n).into_iter().map(|e| e.id).collect();
            everyone.sort();
            prop_assert_eq!(in_round, everyone, "everybody once in round {}", round.number);
        }
        prop_assert_eq!(pairs.len(), n * (n - 1) / 2);
        prop_assert!(pairs.values().all(|&count| count == 1));
    }

    #[test]
    fn groups_split_evenly_and_complete(
        n in 2usize..=64,
        groups in 1usize..=16,
        q in 1usize..=4,
        by_size in any::<bool>(),
        third in any::<bool>(),
        roll in any::<u64>(),
    ) {
        let groups = groups.min(n / 2);
        let q = q.min(n / groups);
        prop_assume!(groups * q >= 2);
        let options = if by_size {
            GroupOptions {
                group_size: Some(u32::try_from(n.div_ceil(groups)).unwrap()),
                qualifiers: u32::try_from(q).unwrap(),
                third_place: third,
                ..GroupOptions::default()
            }
        } else {
            GroupOptions {
                groups: Some(u32::try_from(groups).unwrap()),
                qualifiers: u32::try_from(q).unwrap(),
                third_place: third,
                ..GroupOptions::default()
            }
        };
        let Ok(f) = fixtures::groups_then_knockout(&teams(n), &options) else {
            // Only a size that rounds to fewer groups than asked may be refused, and then for a clear reason.
            prop_assert!(by_size);
            return Ok(());
        };
        let ids: BTreeSet<&str> = f.matches.iter().map(|m| m.id.as_str()).collect();
        prop_assert_eq!(ids.len(), f.matches.len(), "match ids are unique");
        let g = f.groups.len();
        let sizes: Vec<usize> = f.groups.iter().map(|g| g.entrants.len()).collect();
        prop_assert!(sizes.iter().max().unwrap() - sizes.iter().min().unwrap() <= 1, "{:?}", sizes);
        prop_assert!(*sizes.iter().min().unwrap() >= 2.max(q));
        let mut all: Vec<usize> = f.groups.iter().flat_map(|g| g.entrants.iter().map(|id| seed(id))).collect();
        all.sort_unstable();
        prop_assert_eq!(all, (1..=n).collect::<Vec<_>>(), "every entrant in exactly one group");
        // The top seeds are in different groups.
        let group_of = |s: usize| f.groups.iter().position(|gr| gr.entrants.contains(&format!("T{s}"))).unwrap();
        let tops: BTreeSet<usize> = (1..=g).map(group_of).collect();
        prop_assert_eq!(tops.len(), g);
        // Each group is a round robin of its own.
        for group in &f.groups {
            let in_group: Vec<_> = f.matches.iter().filter(|m| m.group.as_deref() == Some(&group.name)).collect();
            let k = group.entrants.len();
            prop_assert_eq!(in_group.len(), k * (k - 1) / 2);
            for m in in_group {
                prop_assert!(group.entrants.iter().any(|e| Some(e.as_str()) == entrant_id(&m.home)));
                prop_assert!(group.entrants.iter().any(|e| Some(e.as_str()) == entrant_id(&m.away)));
            }
        }
        // The knockout's places: each group's first q, once each.
        let first = f.matches.iter().filter(|m| m.kind != MatchKind::League).map(|m| m.round).min().unwrap();
        let mut slots: Vec<(String, u32)> = f.matches.iter().filter(|m| m.round == first)
            .flat_map(|m| [&m.home, &m.away])
            .chain(f.rounds.iter().filter(|r| r.number == first).flat_map(|r| r.byes.iter()))
            .filter_map(|s| match s {
                Slot::GroupPlace { group, place } => Some((group.clone(), *place)),
                _ => None,
            })
            .collect();
        slots.sort();
        let q32 = u32::try_from(q).unwrap();
        let mut expected: Vec<(String, u32)> =
            f.groups.iter().flat_map(|gr| (1..=q32).map(move |p| (gr.name.clone(), p))).collect();
        expected.sort();
        prop_assert_eq!(slots, expected);
        // A knockout's first round never pits two places of one group against each other (two or more groups,
        // at most two through from each).
        if g >= 2 && q <= 2 {
            for m in f.matches.iter().filter(|m| m.round == first) {
                if let (Slot::GroupPlace { group: a, .. }, Slot::GroupPlace { group: b, .. }) = (&m.home, &m.away) {
                    prop_assert_ne!(a, b, "{:?}", m);
                }
            }
        }
        let mut dice = Dice(roll);
        let adv = play_out(&f, |m, home, away| random_result(&mut dice, m, home, away));
        prop_assert!(adv.complete, "{:?}", adv.placings);
        prop_assert!(adv.tables.iter().all(|t| t.complete));
        nobody_twice_a_round(&f, &adv);
        prop_assert_eq!(adv.placings[0].place, 1);
    }

    #[test]
    fn heats_place_every_athlete_once_in_a_lane_of_their_heat(
        n in 2usize..=80,
        lanes in 1u32..=10,
        by_draw in any::<bool>(),
        seed in any::<u64>(),
        times in prop::collection::vec(prop::option::weighted(0.9, 9_000u64..20_000), 80),
    ) {
        let athletes: Vec<Athlete> = (0..n)
            .map(|i| Athlete { id: format!("A{i}"), name: String::new(), seed_time_ms: times[i] })
            .collect();
        let draw = if by_draw { HeatDraw::Draw } else { HeatDraw::Times };
        let options = HeatOptions { lanes, draw, seed };
        let heats = fixtures::draw_heats(&options, &athletes).unwrap();
        prop_assert_eq!(heats.len(), n.div_ceil(lanes as usize));
        let mut everyone: Vec<&str> = heats.iter().flat_map(|h| h.lanes.iter().map(|l| l.athlete.as_str())).collect();
        everyone.sort_unstable();
        let mut expected: Vec<&str> = athletes.iter().map(|a| a.id.as_str()).collect();
        expected.sort_unstable();
        prop_assert_eq!(everyone, expected);
        let sizes: Vec<usize> = heats.iter().map(|h| h.lanes.len()).collect();
        prop_assert!(sizes.iter().max().unwrap() - sizes.iter().min().unwrap() <= 1);
        let order = lane_order(lanes);
        for h in &heats {
            let used: BTreeSet<u32> = h.lanes.iter().map(|l| l.lane).collect();
            prop_assert_eq!(used.len(), h.lanes.len(), "no lane twice in {}", h.name);
            // The middle lanes are used first.
            prop_assert_eq!(used, order[..h.lanes.len()].iter().copied().collect::<BTreeSet<_>>());
        }
        prop_assert_eq!(&fixtures::draw_heats(&options, &athletes).unwrap(), &heats, "the same seed, the same heats");
        if !by_draw {
            let time = |id: &str| athletes.iter().find(|a| a.id == id).unwrap().seed_time_ms.unwrap_or(u64::MAX);
            // Within a heat the fastest has the best lane; the fastest `heats` athletes are in different heats.
            for h in &heats {
                let fastest = h.lanes.iter().min_by_key(|l| (time(&l.athlete), l.athlete.clone())).unwrap();
                let best_time = time(&fastest.athlete);
                let in_best_lane = h.lanes.iter().find(|l| l.lane == order[0]).unwrap();
                prop_assert_eq!(time(&in_best_lane.athlete), best_time);
            }
            let mut ranked: Vec<&Athlete> = athletes.iter().collect();
            ranked.sort_by_key(|a| (a.seed_time_ms.is_none(), a.seed_time_ms));
            let heat_of = |id: &str| heats.iter().position(|h| h.lanes.iter().any(|l| l.athlete == id)).unwrap();
            let top: BTreeSet<usize> = ranked.iter().take(heats.len()).map(|a| heat_of(&a.id)).collect();
            prop_assert_eq!(top.len(), heats.len());
        }
    }

    #[test]
    fn the_final_takes_the_best_times(
        n in 2usize..=60,
        lanes in 1u32..=9,
        finalists in 1u32..=9,
        per_heat in prop::option::of(1u32..=3),
        times in prop::collection::vec(prop::option::weighted(0.85, 9_000u64..12_000), 60),
    ) {
        let athletes: Vec<Athlete> =
            (0..n).map(|i| Athlete { id: format!("A{i}"), name: String::new(), seed_time_ms: None }).collect();
        let heats = fixtures::draw_heats(&HeatOptions { lanes, draw: HeatDraw::Draw, seed: 1 }, &athletes).unwrap();
        let results: Vec<HeatResult> =
            athletes.iter().zip(&times).map(|(a, t)| HeatResult { athlete: a.id.clone(), time_ms: *t }).collect();
        let finalists = finalists.min(lanes);
        let per_heat = per_heat.filter(|k| k * u32::try_from(heats.len()).unwrap() <= finalists);
        let options = FinalOptions { lanes, finalists: Some(finalists), per_heat };
        let timed: Vec<&HeatResult> = results.iter().filter(|r| r.time_ms.is_some()).collect();
        let Ok(fin) = fixtures::final_from_heats(&options, &heats, &results) else {
            prop_assert!(timed.is_empty());
            return Ok(());
        };
        let time = |id: &str| results.iter().find(|r| r.athlete == id).unwrap().time_ms;
        let chosen: BTreeSet<&str> = fin.lanes.iter().map(|l| l.athlete.as_str()).collect();
        prop_assert_eq!(chosen.len(), timed.len().min(finalists as usize));
        prop_assert!(chosen.iter().all(|id| time(id).is_some()), "only athletes with a time");
        let lanes_used: BTreeSet<u32> = fin.lanes.iter().map(|l| l.lane).collect();
        prop_assert_eq!(lanes_used.len(), fin.lanes.len());
        match per_heat {
            None => {
                // Nobody left out was faster than anybody in.
                let slowest_in = chosen.iter().filter_map(|id| time(id)).max().unwrap();
                let left_out = timed.iter().filter(|r| !chosen.contains(r.athlete.as_str()));
                prop_assert!(left_out.clone().all(|r| r.time_ms.unwrap() >= slowest_in));
            }
            Some(k) => {
                for h in &heats {
                    let mut in_heat: Vec<(u64, u32, &str)> = h
                        .lanes
                        .iter()
                        .filter_map(|l| time(&l.athlete).map(|t| (t, l.lane, l.athlete.as_str())))
                        .collect();
                    in_heat.sort_unstable();
                    for (_, _, id) in in_heat.iter().take(k as usize) {
                        prop_assert!(chosen.contains(id), "{id} is among the first {k} of {}", h.name);
                    }
                }
            }
        }
    }

    #[test]
    fn swiss_never_pairs_twice(n in 3usize..=40, roll in any::<u64>()) {
        let players = teams(n);
        let rounds = (usize::BITS - (n - 1).leading_zeros()) as usize + 1; // ceil(log2 n) + 1
        let mut dice = Dice(roll);
        let mut games: Vec<SwissGame> = Vec::new();
        let mut met: BTreeSet<(String, String)> = BTreeSet::new();
        let mut byes: BTreeSet<String> = BTreeSet::new();
        for r in 0..rounds {
            let round = fixtures::swiss_round(&players, &games)
                .map_err(|e| TestCaseError::fail(format!("round {}: {e}", r + 1)))?;
            let mut seen: Vec<String> = round.bye.iter().cloned().collect();
            for p in &round.pairings {
                let key = (p.white.clone().min(p.black.clone()), p.white.clone().max(p.black.clone()));
                prop_assert!(met.insert(key.clone()), "{:?} meet twice in round {}", key, r + 1);
                seen.extend([p.white.clone(), p.black.clone()]);
                let outcome =
                    [Outcome::WhiteWins, Outcome::BlackWins, Outcome::Draw][usize::try_from(dice.next(3)).unwrap()];
                games.push(SwissGame { white: p.white.clone(), black: Some(p.black.clone()), outcome: Some(outcome) });
            }
            seen.sort_by_key(|id| seed(id));
            prop_assert_eq!(seen, players.iter().map(|p| p.id.clone()).collect::<Vec<_>>(), "everybody once");
            prop_assert_eq!(round.bye.is_some(), n % 2 == 1);
            if let Some(bye) = &round.bye {
                prop_assert!(byes.insert(bye.clone()), "{bye} has a second bye");
                games.push(SwissGame { white: bye.clone(), black: None, outcome: None });
            }
        }
    }

    #[test]
    fn swiss_fixtures_are_paired_round_by_round_to_the_placings(n in 2usize..=24, extra in 0u32..2, roll in any::<u64>()) {
        let most = fixtures::swiss::max_rounds(n);
        // Up to ceil(log2 n) + 1 rounds, which always pair (see above), and at most what n players can play.
        let rounds = ((usize::BITS - (n - 1).leading_zeros()) + extra).clamp(1, most);
        let mut f = fixtures::generate(&Format::Swiss { rounds }, &teams(n)).unwrap();
        prop_assert_eq!(f.rounds_planned, rounds);
        let json = serde_json::to_value(&f).unwrap();
        prop_assert_eq!(read::fixtures(&json), Ok(f.clone()));
        let mut dice = Dice(roll);
        let mut results: Vec<MatchResult> = Vec::new();
        for r in 1..=rounds {
            prop_assert_eq!(f.rounds.len(), r as usize);
            let round = f.rounds.last().unwrap();
            let mut seen: Vec<String> = round.byes.iter().filter_map(entrant_id).map(str::to_owned).collect();
            for id in &round.matches {
                let m = f.match_by_id(id).unwrap();
                prop_assert_eq!(m.kind, MatchKind::League);
                seen.extend([&m.home, &m.away].into_iter().filter_map(entrant_id).map(str::to_owned));
            }
            seen.sort_by_key(|id| seed(id));
            prop_assert_eq!(seen, teams(n).into_iter().map(|e| e.id).collect::<Vec<_>>(), "everybody once in round {}", r);
            let adv = fixtures::advance(&f, &results);
            prop_assert!(adv.ok, "{}", adv.errors);
            prop_assert!(!adv.complete);
            if r < rounds && !adv.ready.is_empty() {
                let early = fixtures::next_round(&f, &results).unwrap_err().to_string();
                prop_assert!(early.starts_with(&format!("rounds: Round {r} is not finished: ")), "{}", early);
            }
            for id in &adv.ready {
                let m = f.match_by_id(id).unwrap().clone();
                let state = adv.matches.iter().find(|s| s.id == *id).unwrap();
                let (home, away) = (state.home.clone().unwrap(), state.away.clone().unwrap());
                results.push(random_result(&mut dice, &m, &home, &away));
            }
            if r < rounds {
                f = fixtures::next_round(&f, &results).map_err(|e| TestCaseError::fail(format!("round {}: {e}", r + 1)))?;
            }
        }
        let mut met: BTreeSet<(usize, usize)> = BTreeSet::new();
        for m in &f.matches {
            let (a, b) = (seed(entrant_id(&m.home).unwrap()), seed(entrant_id(&m.away).unwrap()));
            prop_assert!(met.insert((a.min(b), a.max(b))), "T{} and T{} meet twice", a, b);
        }
        let byes: Vec<&str> = f.rounds.iter().flat_map(|r| &r.byes).filter_map(entrant_id).collect();
        prop_assert_eq!(byes.iter().collect::<BTreeSet<_>>().len(), byes.len(), "nobody has two byes");
        let adv = fixtures::advance(&f, &results);
        prop_assert!(adv.ok && adv.complete, "{}", adv.errors);
        let table = &adv.tables[0];
        prop_assert!(table.complete);
        let total: u32 = table.standings.iter().map(|s| s.points).sum();
        prop_assert_eq!(total as usize, 2 * (f.matches.len() + byes.len()), "2 points a game and a bye");
        prop_assert!(table.standings.windows(2).all(|w| w[0].points >= w[1].points));
        let podium: Vec<(u32, String)> = table.standings.iter().take(3).map(|s| (s.rank, s.entrant.clone())).collect();
        prop_assert_eq!(places(&adv), podium);
        let after = fixtures::next_round(&f, &results).unwrap_err().to_string();
        prop_assert_eq!(after, format!("rounds: All {rounds} rounds are paired already."));
    }

    #[test]
    fn clashes_are_found_exactly_when_two_items_overlap(
        raw in prop::collection::vec((0u32..3, 0usize..3, prop::collection::btree_set(0usize..5, 0..3), 0u32..20, 1u32..6), 0..12),
    ) {
        let mut items: Vec<ScheduledItem> = Vec::new();
        for (i, (day, venue, entrants, start, len)) in raw.iter().enumerate() {
            items.push(ScheduledItem {
                id: format!("M{}", i + 1),
                label: String::new(),
                entrants: entrants.iter().map(|e| format!("Team {e}")).collect(),
                venue: format!("Court {venue}"),
                day: format!("day {day}"),
                start: start * 30,
                end: (start + len) * 30,
            });
        }
        let clashes = fixtures::schedule_clashes(&items).unwrap();
        let mut expected: BTreeSet<(String, String, Option<String>)> = BTreeSet::new();
        for (j, b) in items.iter().enumerate() {
            for a in &items[..j] {
                if a.day == b.day && a.start < b.end && b.start < a.end {
                    for e in b.entrants.iter().filter(|e| a.entrants.contains(e)) {
                        expected.insert((b.id.clone(), a.id.clone(), Some(e.clone())));
                    }
                    if a.venue == b.venue {
                        expected.insert((b.id.clone(), a.id.clone(), None));
                    }
                }
            }
        }
        let got: BTreeSet<(String, String, Option<String>)> =
            clashes.iter().map(|c| (c.item.clone(), c.with.clone(), c.entrant.clone())).collect();
        prop_assert_eq!(got.len(), clashes.len(), "no clash twice");
        prop_assert_eq!(got, expected);
        for c in &clashes {
            let with = items.iter().find(|i| i.id == c.with).unwrap();
            let at = format!("at {:02}:{:02}", with.start / 60, with.start % 60);
            prop_assert!(c.message.contains(&at), "{} names {}", c.message, at);
            let label = format!("(match {}).", with.id);
            prop_assert!(c.message.ends_with(&label), "{} ends {}", c.message, label);
            prop_assert_eq!(c.kind == ClashKind::Venue, c.entrant.is_none());
        }
    }

    #[test]
    fn a_table_is_ordered_by_points_then_head_to_head_then_difference_then_scored_then_seed(
        n in 2usize..=8,
        scores in prop::collection::vec((0u32..4, 0u32..4, any::<bool>()), 28),
    ) {
        let e = teams(n);
        let mut matches = Vec::new();
        let mut k = 0;
        for i in 0..n {
            for j in i + 1..n {
                let (h, a, played) = scores[k];
                k += 1;
                if played {
                    let (home, away) = (e[i].id.clone(), e[j].id.clone());
                    matches.push(ScoredMatch { home, away, home_score: h, away_score: a, winner: None });
                }
            }
        }
        let points = Points::default();
        let table = fixtures::standings(points, &e, &matches).unwrap();
        let ranks: Vec<u32> = table.iter().map(|r| r.rank).collect();
        prop_assert_eq!(ranks, (1..=u32::try_from(n).unwrap()).collect::<Vec<_>>());
        for r in &table {
            prop_assert_eq!(r.points, 3 * r.won + r.drawn);
            prop_assert_eq!(r.played, r.won + r.drawn + r.lost);
            prop_assert_eq!(r.score_difference, i64::from(r.score_for) - i64::from(r.score_against));
        }
        let h2h = |id: &str, level: &[&str]| -> u32 {
            matches.iter().filter(|m| level.contains(&m.home.as_str()) && level.contains(&m.away.as_str()))
                .map(|m| match (m.home == id, m.away == id, m.home_score.cmp(&m.away_score)) {
                    (true, _, std::cmp::Ordering::Greater) | (_, true, std::cmp::Ordering::Less) => 3,
                    (true, _, std::cmp::Ordering::Equal) | (_, true, std::cmp::Ordering::Equal) => 1,
                    _ => 0,
                }).sum()
        };
        for pair in table.windows(2) {
            let (a, b) = (&pair[0], &pair[1]);
            prop_assert!(a.points >= b.points);
            if a.points == b.points {
                let level: Vec<&str> =
                    table.iter().filter(|r| r.points == a.points).map(|r| r.entrant.as_str()).collect();
                let key = |r: &fixtures::Standing| {
                    (h2h(&r.entrant, &level), r.score_difference, r.score_for, std::cmp::Reverse(seed(&r.entrant)))
                };
                prop_assert!(key(a) > key(b), "{:?} before {:?}", a, b);
            }
        }
    }

    #[test]
    fn championship_ranks_are_shared_by_level_colleges(
        placings in prop::collection::vec((1u32..=5, 0usize..6), 0..40),
    ) {
        let placings: Vec<Placement> = placings
            .iter()
            .enumerate()
            .map(|(i, (place, college))| Placement {
                event: format!("e{i}"),
                place: *place,
                college: format!("College {college}"),
            })
            .collect();
        let points = [10, 6, 4];
        let table = fixtures::championship(&points, &placings).unwrap();
        let total: u32 = placings.iter().map(|p| points.get(p.place as usize - 1).copied().unwrap_or(0)).sum();
        prop_assert_eq!(table.iter().map(|r| r.points).sum::<u32>(), total);
        for r in &table {
            let ahead = table.iter().filter(|o| o.points > r.points).count();
            prop_assert_eq!(r.rank as usize, ahead + 1);
        }
        prop_assert!(table.windows(2).all(|w| w[0].points >= w[1].points));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn what_is_generated_reads_back_as_it_was(
        n in 2usize..=24,
        kind in 0u8..4,
        third in any::<bool>(),
        roll in any::<u64>(),
    ) {
        let format = match kind {
            0 => Format::Knockout { third_place: third },
            1 => Format::RoundRobin,
            3 => Format::Swiss { rounds: 1 },
            _ => Format::Groups(GroupOptions {
                groups: Some(u32::try_from(n / 2).unwrap().clamp(1, 4)),
                qualifiers: 1 + u32::from(n >= 16),
                third_place: third,
                points: Points { win: 2, draw: 1, loss: 0 },
                ..GroupOptions::default()
            }),
        };
        prop_assume!(!matches!(format, Format::Groups(ref o) if o.groups == Some(1) && o.qualifiers == 1));
        let format_json = serde_json::to_value(&format).unwrap();
        prop_assert_eq!(read::format(&format_json), Ok(format.clone()));
        let f = fixtures::generate(&format, &teams(n)).unwrap();
        let json = serde_json::to_value(&f).unwrap();
        prop_assert_eq!(read::fixtures(&json), Ok(f.clone()));
        let mut dice = Dice(roll);
        let mut results = Vec::new();
        let adv = play_out(&f, |m, home, away| {
            let r = random_result(&mut dice, m, home, away);
            results.push(r.clone());
            r
        });
        prop_assert!(adv.complete);
        for r in &results {
            prop_assert_eq!(read::match_result(&serde_json::to_value(r).unwrap()), Ok(r.clone()));
        }
        let back: Fixtures = serde_json::from_value(json).unwrap();
        prop_assert_eq!(back, f);
    }
}

#[test]
fn every_input_reads_back_as_it_was_written() {
    let athlete = Athlete { id: "a".into(), name: "A".into(), seed_time_ms: Some(10_500) };
    assert_eq!(read::athlete(&serde_json::to_value(&athlete).unwrap()), Ok(athlete));
    let options = HeatOptions { lanes: 8, draw: HeatDraw::Draw, seed: 9 };
    assert_eq!(read::heat_options(&serde_json::to_value(options).unwrap()), Ok(options));
    let options = FinalOptions { lanes: 8, finalists: Some(6), per_heat: Some(2) };
    assert_eq!(read::final_options(&serde_json::to_value(options).unwrap()), Ok(options));
    let heats = fixtures::draw_heats(
        &HeatOptions { lanes: 3, draw: HeatDraw::Times, seed: 0 },
        &[
            Athlete { id: "x".into(), name: String::new(), seed_time_ms: None },
            Athlete { id: "y".into(), name: String::new(), seed_time_ms: None },
        ],
    )
    .unwrap();
    assert_eq!(read::heat(&serde_json::to_value(&heats[0]).unwrap()), Ok(heats[0].clone()));
    let result = HeatResult { athlete: "a".into(), time_ms: Some(9_990) };
    assert_eq!(read::heat_result(&serde_json::to_value(&result).unwrap()), Ok(result));
    for outcome in [Some(Outcome::WhiteWins), Some(Outcome::BlackWins), Some(Outcome::Draw), None] {
        let game = SwissGame { white: "a".into(), black: Some("b".into()), outcome };
        assert_eq!(read::swiss_game(&serde_json::to_value(&game).unwrap()), Ok(game));
    }
    let m = ScoredMatch { home: "a".into(), away: "b".into(), home_score: 2, away_score: 2, winner: Some("b".into()) };
    assert_eq!(read::scored_match(&serde_json::to_value(&m).unwrap()), Ok(m));
    let p = Placement { event: "chess".into(), place: 2, college: "X".into() };
    assert_eq!(read::placement(&serde_json::to_value(&p).unwrap()), Ok(p));
    let item = ScheduledItem {
        id: "M1".into(),
        label: "heat 2".into(),
        entrants: vec!["a".into()],
        venue: "Track".into(),
        day: "2025-02-20".into(),
        start: 600,
        end: 630,
    };
    assert_eq!(read::scheduled_item(&serde_json::to_value(&item).unwrap()), Ok(item));
    let points = Points { win: 2, draw: 1, loss: 0 };
    assert_eq!(read::points(&serde_json::to_value(points).unwrap()), Ok(points));
}

#[test]
fn six_teams_give_seeds_one_and_two_byes() {
    let f = fixtures::knockout(&teams(6), true).unwrap();
    let shown: Vec<(String, u32, String, String)> =
        f.matches.iter().map(|m| (m.id.clone(), m.round, m.home.label(), m.away.label())).collect();
    let row = |id: &str, round: u32, home: &str, away: &str| (id.to_owned(), round, home.to_owned(), away.to_owned());
    assert_eq!(
        shown,
        [
            row("M1", 1, "T4", "T5"),
            row("M2", 1, "T3", "T6"),
            row("M3", 2, "T1", "Winner of M1"),
            row("M4", 2, "T2", "Winner of M2"),
            row("M5", 3, "Loser of M3", "Loser of M4"),
            row("M6", 3, "Winner of M3", "Winner of M4"),
        ]
    );
    let names: Vec<&str> = f.rounds.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, ["Quarter-finals", "Semi-finals", "Final"]);
    assert_eq!(f.rounds[0].byes, [Slot::Entrant { id: "T1".into() }, Slot::Entrant { id: "T2".into() }]);
    assert_eq!(f.matches[4].kind, MatchKind::ThirdPlace);
    assert_eq!(f.matches[5].kind, MatchKind::Final);
}

#[test]
fn eight_teams_are_placed_one_eight_four_five_two_seven_three_six() {
    let f = fixtures::knockout(&teams(8), false).unwrap();
    let first: Vec<(String, String)> =
        f.matches.iter().filter(|m| m.round == 1).map(|m| (m.home.label(), m.away.label())).collect();
    let pair = |a: &str, b: &str| (a.to_owned(), b.to_owned());
    assert_eq!(first, [pair("T1", "T8"), pair("T4", "T5"), pair("T2", "T7"), pair("T3", "T6")]);
    assert!(f.rounds[0].byes.is_empty());
}

#[test]
fn advancement_fills_the_bracket_and_refuses_bad_results() {
    let f = fixtures::knockout(&teams(4), true).unwrap(); // M1 T1-T4, M2 T2-T3, M3 third place, M4 final
    let r = |id: &str, h: u32, a: u32| MatchResult {
        match_id: id.into(),
        home_score: Some(h),
        away_score: Some(a),
        ..MatchResult::default()
    };
    let adv = fixtures::advance(&f, &[r("M1", 2, 1), r("M2", 0, 3)]);
    assert!(adv.ok);
    assert_eq!(adv.ready, ["M3", "M4"]);
    let final_state = &adv.matches[3];
    assert_eq!((final_state.home.as_deref(), final_state.away.as_deref()), (Some("T1"), Some("T3")));
    assert_eq!(adv.matches[2].home.as_deref(), Some("T4"));
    assert!(!adv.complete);

    let bad = fixtures::advance(
        &f,
        &[
            r("M1", 1, 1),
            MatchResult { match_id: "M2".into(), winner: Some("T9".into()), ..MatchResult::default() },
            r("M4", 1, 0),
            r("M9", 1, 0),
            r("M2", 1, 0),
        ],
    );
    assert!(!bad.ok);
    let errors: Vec<String> = bad.errors.iter().map(|(p, m)| format!("{p}: {}", m.join(" "))).collect();
    assert_eq!(
        errors,
        [
            "results[3]: There is no match M9.",
            "results[4]: M2 has a result already.",
            "results[0]: M1 is a knockout match: name its winner.",
            "results[1]: The winner of M2 must be T2 or T3.",
            "results[2]: M4 cannot have a result before both sides are known.",
        ]
    );
    assert_eq!(bad.ready, ["M1", "M2"], "refused results leave their matches ready");

    let done = fixtures::advance(&f, &[r("M1", 2, 1), r("M2", 0, 3), r("M3", 1, 0), r("M4", 0, 1)]);
    assert!(done.complete);
    assert_eq!(places(&done), [(1, "T3".to_owned()), (2, "T1".to_owned()), (3, "T4".to_owned())]);
}

#[test]
fn a_round_robin_places_by_its_table() {
    let f = fixtures::round_robin(&teams(3)).unwrap();
    let results: Vec<MatchResult> = f
        .matches
        .iter()
        .map(|m| {
            let (h, a) = (seed(entrant_id(&m.home).unwrap()), seed(entrant_id(&m.away).unwrap()));
            MatchResult {
                match_id: m.id.clone(),
                home_score: Some(u32::from(h < a)),
                away_score: Some(u32::from(a < h)),
                ..MatchResult::default()
            }
        })
        .collect();
    let adv = fixtures::advance(&f, &results);
    assert!(adv.complete);
    assert_eq!(places(&adv), [(1, "T1".to_owned()), (2, "T2".to_owned()), (3, "T3".to_owned())]);
    assert_eq!(adv.tables[0].standings[0].points, 6);
}

#[test]
fn malformed_input_is_an_error_value_with_a_message() {
    fn value<T: serde::Serialize>(v: T) -> Value {
        serde_json::to_value(v).unwrap()
    }
    let got = value(api::generate_fixtures(&json!({"kind": "knockout"}), &json!([{"id": "a"}])));
    assert_eq!(got, json!({"ok": false, "errors": {"entrants": ["At least 2 entrants are needed."]}}));
    let got = value(api::generate_fixtures(&json!({"kind": "ladder"}), &json!("x")));
    assert_eq!(got["ok"], false);
    assert_eq!(
        got["errors"],
        json!({"format": ["The format's kind must be knockout, roundRobin, groups or swiss."], "entrants": ["The entrants must be a list."]})
    );
    let got = value(api::advance_bracket(
        &json!({"format": "knockout", "matches": [{"kind": "final", "home": {"kind": "bye"}}]}),
        &json!({}),
    ));
    assert_eq!(
        got["errors"],
        json!({"fixtures": ["\"bye\" is not a kind of slot."], "results": ["The results must be a list."]})
    );
    // Wrongly typed fields read as blank, and the rules say what is wrong.
    let got = value(api::generate_fixtures(
        &json!({"kind": "knockout", "thirdPlace": "yes"}),
        &json!([{"id": 7}, {"id": null}]),
    ));
    assert_eq!(got["errors"], json!({"entrants[1].id": ["Every entrant needs an id."]}));
    let got = value(api::advance_bracket(&json!(null), &json!([])));
    assert_eq!(got["ok"], false);
    assert_eq!(got["matches"], json!([]));
    let got = value(api::draw_heats(&json!({"lanes": 0}), &json!([{"id": "a"}, {"id": "a"}])));
    assert_eq!(
        got,
        json!({"ok": false, "errors": {"athletes[1].id": ["a is entered twice."], "lanes": ["There must be at least 1 lane."]}})
    );
    assert_eq!(value(api::schedule_clashes(&json!([])))["ok"], true);
    assert_eq!(value(api::championship(&json!(null), &json!([])))["table"], json!([]));
    assert_eq!(value(api::standings(&json!(null), &json!([{"id": "a"}]), &json!([])))["standings"][0]["rank"], 1);
    assert_eq!(
        value(api::swiss_round(&json!([{"id": "a"}, {"id": "b"}]), &json!([])))["round"]["pairings"][0]["white"],
        "a"
    );
}

#[test]
fn fixtures_speak_camel_case_json_and_round_trip() {
    let got = serde_json::to_value(api::generate_fixtures(
        &json!({"kind": "knockout", "thirdPlace": false}),
        &json!([{"id": "a", "name": "A"}, {"id": "b", "name": "B"}, {"id": "c", "name": "C"}]),
    ))
    .unwrap();
    let expected: Value = json!({
        "ok": true,
        "errors": {},
        "fixtures": {
            "format": "knockout",
            "entrants": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}, {"id": "c", "name": "C"}],
            "matches": [
                {"id": "M1", "round": 1, "kind": "knockout", "home": {"kind": "entrant", "id": "b"}, "away": {"kind": "entrant", "id": "c"}},
                {"id": "M2", "round": 2, "kind": "final", "home": {"kind": "entrant", "id": "a"}, "away": {"kind": "winnerOf", "matchId": "M1"}}
            ],
            "rounds": [
                {"number": 1, "name": "Semi-finals", "matches": ["M1"], "byes": [{"kind": "entrant", "id": "a"}]},
                {"number": 2, "name": "Final", "matches": ["M2"], "byes": []}
            ],
            "groups": [],
            "points": {"win": 3, "draw": 1, "loss": 0}
        }
    });
    assert_eq!(got, expected);
    let adv = serde_json::to_value(api::advance_bracket(
        &got["fixtures"],
        &json!([{"matchId": "M1", "homeScore": 0, "awayScore": 2}, {"matchId": "M2", "winner": "c", "walkover": true}]),
    ))
    .unwrap();
    assert_eq!(
        adv["placings"],
        json!([{"place": 1, "entrant": "c"}, {"place": 2, "entrant": "a"}, {"place": 3, "entrant": "b"}])
    );
    assert_eq!(adv["complete"], true);
    assert_eq!(
        adv["matches"][0],
        json!({"id": "M1", "home": "b", "away": "c", "status": "played", "homeScore": 0, "awayScore": 2, "winner": "c", "loser": "b"})
    );
}
