//! How a game went, of any game: the moments where one player pulled ahead of the others most,
//! from every place's total at the end of each turn or round ([`super::Record::totals_by_moment`]).

use super::Place;

/// A turn or round where `place` gained `points` more than the best of the others.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Swing {
    /// The turn or round, counted from 1 in the record's totals.
    pub moment: u32,
    pub place: Place,
    pub points: u32,
}

/// The `count` moments where a player gained most on the others, the biggest first (the
/// earlier on a tie); moments where nobody gained on the others are left out. `totals` holds
/// every place's total at the end of each moment, the first moment first.
pub fn biggest_swings(totals: &[Vec<u32>], count: usize) -> Vec<Swing> {
    let mut before: &[u32] = &[];
    let mut swings = Vec::new();
    for (moment, now) in (1..).zip(totals) {
        let gain = |place: usize| {
            let was = before.get(place).copied().unwrap_or(0);
            i64::from(now[place]) - i64::from(was)
        };
        let best_gain = (0..now.len()).max_by_key(|&place| gain(place));
        if let Some(leader) = best_gain {
            let others = (0..now.len()).filter(|&place| place != leader);
            let gained = gain(leader) - others.map(gain).max().unwrap_or(0);
            if gained > 0 {
                swings.push(Swing {
                    moment,
                    place: Place::of(leader),
                    points: gained.unsigned_abs() as u32,
                });
            }
        }
        before = now;
    }
    swings.sort_by(|a, b| b.points.cmp(&a.points).then(a.moment.cmp(&b.moment)));
    swings.truncate(count);
    swings
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_biggest_swings_are_the_largest_gains_on_the_others() {
        let totals = [vec![2, 0], vec![2, 9], vec![2, 9], vec![12, 10]];
        let swing = |moment, place, points| Swing {
            moment,
            place: Place::of(place),
            points,
        };
        assert_eq!(biggest_swings(&totals, 2), [swing(2, 1, 9), swing(4, 0, 9)]);
        assert_eq!(
            biggest_swings(&totals, 9).len(),
            3,
            "moment 3 moved nothing"
        );
    }

    #[test]
    fn among_four_a_swing_is_the_gain_over_the_best_other() {
        // The second round: the second player gains 8, the third 5, the first 1.
        let totals = [vec![3, 1, 0, 0], vec![4, 9, 5, 0]];
        let swing = |moment, place, points| Swing {
            moment,
            place: Place::of(place),
            points,
        };
        assert_eq!(biggest_swings(&totals, 2), [swing(2, 1, 3), swing(1, 0, 2)]);
    }
}
