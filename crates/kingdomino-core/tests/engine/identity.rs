//! A player's identity: kept in a file and read back, renamed with its tag kept, an altered or
//! foreign file refused, names checked, and a proof the server cannot prove with.

use kingdomino_core::online::identity::{
    Identity, PlayerId, PlayerProof, TAG_LENGTH, checked_name,
};

#[test]
fn an_identity_comes_back_from_its_file_and_keeps_its_tag_when_renamed() {
    let ann = Identity::fresh("  Ann ").unwrap();
    assert_eq!(ann.name(), "Ann");
    let back = Identity::from_file_text(&ann.file_text()).unwrap();
    assert_eq!(back, ann);
    let renamed = ann.renamed("Annie").unwrap();
    assert_eq!(renamed.id(), ann.id());
    assert!(renamed.shown().starts_with("Annie#"));
    assert_eq!(renamed.shown().len(), "Annie#".len() + TAG_LENGTH);
    assert_ne!(Identity::fresh("Ann").unwrap().id(), ann.id());
}

#[test]
fn an_altered_or_foreign_file_is_refused_saying_why() {
    let ann = Identity::fresh("Ann").unwrap();
    let text = ann.file_text();
    let renamed_by_hand = text.replace("\"Ann\"", "\"Bob\"");
    assert!(
        Identity::from_file_text(&renamed_by_hand)
            .unwrap_err()
            .contains("altered")
    );
    let key = key_in(&text);
    let last = if key.ends_with('0') { "1" } else { "0" };
    let other_key = text.replace(&key, &format!("{}{last}", &key[..63]));
    assert!(
        Identity::from_file_text(&other_key)
            .unwrap_err()
            .contains("altered")
    );
    assert!(
        Identity::from_file_text("{\"settings\": 1}")
            .unwrap_err()
            .contains("not an identity")
    );
    assert!(Identity::from_file_text(&text[..text.len() / 2]).is_err());
}

#[test]
fn the_server_knows_a_player_by_a_hash_it_cannot_prove_with() {
    let ann = Identity::fresh("Ann").unwrap();
    let proof = ann.proof();
    let id = PlayerId::of(&proof).unwrap();
    assert_ne!(id.as_str(), proof.proof);
    assert!(!proof.proof.contains(&key_in(&ann.file_text())));
    let posing = PlayerProof {
        name: "Ann".into(),
        proof: id.as_str().to_string(),
    };
    assert_ne!(PlayerId::of(&posing), Some(id.clone()));
    assert_eq!(PlayerId::parse(id.as_str()), Some(id));
    let bad = PlayerProof {
        name: "Ann".into(),
        proof: "zz".repeat(32),
    };
    assert_eq!(PlayerId::of(&bad), None);
}

#[test]
fn names_are_checked_for_length_and_characters() {
    assert_eq!(checked_name(" Ann "), Ok("Ann".into()));
    assert!(checked_name("   ").is_err());
    assert!(checked_name(&"a".repeat(21)).is_err());
    assert!(checked_name("Ann#7K2P").is_err());
    assert!(checked_name("An\u{202E}n").is_err());
    assert_eq!(checked_name("Zoë Łucja"), Ok("Zoë Łucja".into()));
}

/// The key an identity file holds, in hexadecimal.
fn key_in(text: &str) -> String {
    let file: serde_json::Value = serde_json::from_str(text).unwrap();
    file["key"].as_str().unwrap().to_string()
}

/// An id read from a message, a store or a file is a hash's shape or nothing: a store's entry
/// naming a player "zz" once stopped a server when its tag was drawn.
#[test]
fn a_player_id_read_from_outside_is_a_hash_or_refused() {
    let id = Identity::fresh("Ann").unwrap().id();
    let text = serde_json::to_string(&id).unwrap();
    assert_eq!(serde_json::from_str::<PlayerId>(&text).unwrap(), id);
    for wrong in ["\"zz\"", "\"\"", "7", &format!("\"{}\"", "A".repeat(64))] {
        let read = serde_json::from_str::<PlayerId>(wrong);
        assert!(read.is_err(), "{wrong} read as {read:?}");
    }
}
