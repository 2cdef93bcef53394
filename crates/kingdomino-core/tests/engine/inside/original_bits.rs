//! The bit sets behind the original game's kingdoms.

use kingdomino_core::original::bits::*;

/// A wide set's shifts carry bits from one word to the next, as one long integer's would.
#[test]
fn a_wide_set_shifts_across_its_words() {
    for index in [0, 1, 62, 63, 64, 100, 127, 128, 150, 179] {
        for by in [1, 9, 13] {
            let shifted = Wide::bit(index) << by;
            assert_eq!(
                indices(shifted).collect::<Vec<u32>>(),
                if index + by < 192 {
                    vec![index + by]
                } else {
                    vec![]
                },
                "{index} << {by}"
            );
            let back = Wide::bit(index) >> by;
            assert_eq!(
                indices(back).collect::<Vec<u32>>(),
                index.checked_sub(by).into_iter().collect::<Vec<u32>>(),
                "{index} >> {by}"
            );
        }
    }
}

#[test]
fn both_sets_count_and_list_their_squares() {
    let squares = [3, 64, 65, 127];
    let narrow = squares.iter().fold(0u128, |set, &i| set | u128::bit(i));
    let wide = squares
        .iter()
        .fold(Wide::ZERO, |set, &i| set | Wide::bit(i));
    assert_eq!(indices(narrow).collect::<Vec<u32>>(), squares);
    assert_eq!(indices(wide).collect::<Vec<u32>>(), squares);
    assert_eq!((narrow.count_ones(), wide.count_ones()), (4, 4));
    assert_eq!(Wide::ZERO.trailing_zeros(), Wide::CAPACITY);
    assert_eq!((!Wide::ZERO).count_ones(), 192);
}
