//! JSON, as much as delta-test speaks: a value type, its text, and serde's
//! traits over it for the user's argument types.
//!
//! JSON is how arguments cross to a worker process and into
//! `delta-regressions/`, how the worker's protocol is written, and what
//! the report for tools is. serde_json would do all of it, but it is the
//! command's dependency, not the library's: every crate that uses
//! delta-test compiles its dependencies once, and these few hundred lines
//! cost a fraction of serde_json's (and `memchr`'s) build. Numbers keep
//! their text (`Json::Number`), so an `u128`, an `i128` or an `f32` reads
//! back exactly what was written.
//!
//! The text is serde_json's: compact on one line, or pretty with two
//! spaces; a non-finite float is `null`, as serde_json writes it. A map
//! whose keys are numbers or `bool`s has them written as strings, read
//! back by their type, also as serde_json does, so files written by
//! earlier versions read the same.

mod de;
mod ser;
mod text;

use std::fmt;

pub(crate) use text::parse;

/// A JSON value. Objects keep their keys in order.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Json {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as its text (`-12`, `2.5`, `1e-7`).
    Number(String),
    /// A string.
    String(String),
    /// An array.
    Array(Vec<Json>),
    /// An object: its keys and values in order.
    Object(Vec<(String, Json)>),
}

impl Json {
    /// A string value.
    pub(crate) fn str(text: impl Into<String>) -> Json {
        Json::String(text.into())
    }

    /// A number from anything that prints as one (an integer).
    pub(crate) fn number(value: impl fmt::Display) -> Json {
        Json::Number(value.to_string())
    }

    /// `f`, or `null` when it is not finite (JSON has no such number).
    pub(crate) fn float(f: f64) -> Json {
        match f.is_finite() {
            // `Debug` writes the shortest text that reads back as `f`,
            // with a `.0` or an exponent: it stays a float in JSON.
            true => Json::Number(format!("{f:?}")),
            false => Json::Null,
        }
    }

    /// `value` as JSON, or `null` when it is `None`.
    pub(crate) fn option<T>(value: Option<T>, to_json: impl FnOnce(T) -> Json) -> Json {
        value.map_or(Json::Null, to_json)
    }

    /// An object of these entries, in order.
    pub(crate) fn object<'k>(entries: impl IntoIterator<Item = (&'k str, Json)>) -> Json {
        Json::Object(
            entries
                .into_iter()
                .map(|(key, value)| (key.to_string(), value))
                .collect(),
        )
    }

    /// The value of `key`, when this is an object that has it.
    pub(crate) fn field(&self, key: &str) -> Result<&Json, Error> {
        match self {
            Json::Object(entries) => entries
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v)
                .ok_or_else(|| Error::new(format!("missing field `{key}`"))),
            other => Err(other.not("an object")),
        }
    }

    /// The string, when this is one.
    pub(crate) fn string(&self) -> Result<String, Error> {
        match self {
            Json::String(text) => Ok(text.clone()),
            other => Err(other.not("a string")),
        }
    }

    /// The boolean, when this is one.
    pub(crate) fn boolean(&self) -> Result<bool, Error> {
        match self {
            Json::Bool(b) => Ok(*b),
            other => Err(other.not("a boolean")),
        }
    }

    /// The number, read as `T`, when this is one that fits.
    pub(crate) fn integer<T: std::str::FromStr>(&self) -> Result<T, Error> {
        match self {
            Json::Number(text) => text
                .parse()
                .map_err(|_| Error::new(format!("{text} is out of range"))),
            other => Err(other.not("a number")),
        }
    }

    /// Each item read by `read`, when this is an array.
    pub(crate) fn list<T>(
        &self,
        read: impl Fn(&Json) -> Result<T, Error>,
    ) -> Result<Vec<T>, Error> {
        match self {
            Json::Array(items) => items.iter().map(read).collect(),
            other => Err(other.not("an array")),
        }
    }

    /// `None` for `null`, else the value read by `read`.
    pub(crate) fn nullable<T>(
        &self,
        read: impl FnOnce(&Json) -> Result<T, Error>,
    ) -> Result<Option<T>, Error> {
        match self {
            Json::Null => Ok(None),
            json => read(json).map(Some),
        }
    }

    /// An enum's variant as serde writes it: its name, and its data unless
    /// it has none (`"Ready"`, `{"Failed": ...}`).
    pub(crate) fn variant(&self) -> Result<(&str, Option<&Json>), Error> {
        match self {
            Json::String(name) => Ok((name, None)),
            Json::Object(entries) if entries.len() == 1 => Ok((&entries[0].0, Some(&entries[0].1))),
            other => Err(other.not("an enum variant")),
        }
    }

    /// The error for a value that is not what was `expected`.
    fn not(&self, expected: &str) -> Error {
        let found = match self {
            Json::Null => "null",
            Json::Bool(_) => "a boolean",
            Json::Number(_) => "a number",
            Json::String(_) => "a string",
            Json::Array(_) => "an array",
            Json::Object(_) => "an object",
        };
        Error::new(format!("expected {expected}, found {found}"))
    }

    /// The value on one line, with no spaces.
    pub(crate) fn compact(&self) -> String {
        let mut out = String::new();
        text::write(self, None, &mut out);
        out
    }

    /// The value over several lines, indented by two spaces.
    pub(crate) fn pretty(&self) -> String {
        let mut out = String::new();
        text::write(self, Some(0), &mut out);
        out
    }
}

/// What went wrong writing or reading a value: a message for people.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Error(String);

impl Error {
    /// An error that says `message`.
    pub(crate) fn new(message: impl Into<String>) -> Self {
        Error(message.into())
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl serde_core::ser::Error for Error {
    fn custom<T: fmt::Display>(message: T) -> Self {
        Error(message.to_string())
    }
}

impl serde_core::de::Error for Error {
    fn custom<T: fmt::Display>(message: T) -> Self {
        Error(message.to_string())
    }
}

/// `value` as one line of JSON.
pub(crate) fn to_string<T: serde_core::Serialize + ?Sized>(value: &T) -> Result<String, Error> {
    value
        .serialize(ser::ValueSerializer)
        .map(|json| json.compact())
}

/// A `T` read from the JSON `text`.
pub(crate) fn from_str<T: serde_core::de::DeserializeOwned>(text: &str) -> Result<T, Error> {
    T::deserialize(parse(text)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{BTreeMap, HashMap};

    fn round_trip<T>(value: T) -> String
    where
        T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + fmt::Debug,
    {
        let text = to_string(&value).unwrap();
        assert!(!text.contains('\n'), "{text}");
        assert_eq!(from_str::<T>(&text).unwrap(), value, "{text}");
        text
    }

    #[test]
    fn std_types_cross_and_read_as_serde_json_writes_them() {
        assert_eq!(
            round_trip(("a\"b\n".to_string(), vec![1u8, 2])),
            r#"["a\"b\n",[1,2]]"#
        );
        assert_eq!(round_trip(Some(-3i64)), "-3");
        assert_eq!(round_trip(None::<i64>), "null");
        assert_eq!(round_trip(u128::MAX), u128::MAX.to_string());
        assert_eq!(round_trip(i128::MIN), i128::MIN.to_string());
        assert_eq!(round_trip(2.5f64), "2.5");
        assert_eq!(round_trip(1.0f64), "1.0");
        assert_eq!(round_trip(1e-7f64), "1e-7");
        assert_eq!(round_trip(0.1f32), "0.1");
        assert_eq!(round_trip(f32::MAX), format!("{:?}", f32::MAX));
        assert_eq!(round_trip('\u{1}'), r#""\u0001""#);
        assert_eq!(round_trip(()), "null");
        assert_eq!(round_trip([true, false]), "[true,false]");
        assert_eq!(round_trip(String::from("é 😀")), "\"é 😀\"");
        let map: BTreeMap<u32, Vec<bool>> = [(1, vec![true]), (20, vec![])].into();
        assert_eq!(round_trip(map), r#"{"1":[true],"20":[]}"#);
        let keys: HashMap<bool, char> = [(true, 'x')].into();
        assert_eq!(round_trip(keys), r#"{"true":"x"}"#);
        assert!(to_string(&BTreeMap::from([((), 1u8)])).is_err());
        // A whole number read as a float, and a float refused as an integer.
        assert_eq!(from_str::<f64>("3").unwrap(), 3.0);
        assert!(from_str::<u8>("3.5").is_err());
        assert!(from_str::<u8>("256").is_err());
        // Not a number in JSON: written as serde_json does, never read back.
        assert_eq!(to_string(&f64::NAN).unwrap(), "null");
        assert!(from_str::<f64>("null").is_err());
    }

    #[test]
    fn derived_types_cross_with_serde_json_shapes() {
        #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug)]
        enum Shape {
            Dot,
            Circle(f64),
            Line(i32, i32),
            Box { w: u8, h: u8 },
        }
        #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug)]
        struct Scene {
            name: String,
            shapes: Vec<Shape>,
            #[serde(skip_serializing_if = "Option::is_none", default)]
            note: Option<String>,
            id: Id,
            unit: Unit,
        }
        #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug)]
        struct Id(u64);
        #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug)]
        struct Unit;
        let scene = Scene {
            name: "s".into(),
            shapes: vec![
                Shape::Dot,
                Shape::Circle(0.5),
                Shape::Line(-1, 2),
                Shape::Box { w: 1, h: 2 },
            ],
            note: None,
            id: Id(7),
            unit: Unit,
        };
        assert_eq!(
            round_trip(scene),
            r#"{"name":"s","shapes":["Dot",{"Circle":0.5},{"Line":[-1,2]},{"Box":{"w":1,"h":2}}],"id":7,"unit":null}"#
        );
        let error = from_str::<Scene>(r#"{"name":1}"#).unwrap_err();
        assert_eq!(
            error.to_string(),
            "invalid type: integer `1`, expected a string"
        );
        assert!(from_str::<Shape>(r#""Square""#).is_err());
    }

    #[test]
    fn pretty_text_is_indented_by_two_spaces() {
        let json = Json::object([
            ("a", Json::Array(vec![Json::number(1), Json::Null])),
            ("b", Json::Object(Vec::new())),
            ("c", Json::Array(Vec::new())),
            ("d", Json::str("x")),
        ]);
        assert_eq!(
            json.pretty(),
            "{\n  \"a\": [\n    1,\n    null\n  ],\n  \"b\": {},\n  \"c\": [],\n  \"d\": \"x\"\n}"
        );
        assert_eq!(parse(&json.pretty()).unwrap(), json);
        assert_eq!(parse(&json.compact()).unwrap(), json);
    }

    /// Any JSON value serde_json can hold, nested a few levels.
    fn any_json() -> impl proptest::strategy::Strategy<Value = serde_json::Value> {
        use proptest::prelude::*;
        use serde_json::Value;
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            any::<i64>().prop_map(Value::from),
            any::<u64>().prop_map(Value::from),
            any::<f64>()
                .prop_filter("finite", |f| f.is_finite())
                .prop_map(Value::from),
            any::<String>().prop_map(Value::String),
        ];
        leaf.prop_recursive(4, 40, 6, |inner| {
            prop_oneof![
                proptest::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
                proptest::collection::btree_map(any::<String>(), inner, 0..6)
                    .prop_map(|map| Value::Object(map.into_iter().collect())),
            ]
        })
    }

    proptest::proptest! {
        /// The text is serde_json's, byte for byte, in both layouts, and a
        /// value serialized here reads back as it was. (serde_json itself
        /// may read a float one step off: it parses floats fast, not
        /// exactly, unless its `float_roundtrip` feature is on.)
        #[test]
        fn text_is_serde_jsons(value in any_json()) {
            let compact = serde_json::to_string(&value).unwrap();
            let pretty = serde_json::to_string_pretty(&value).unwrap();
            let read = parse(&compact).unwrap();
            proptest::prop_assert_eq!(read.compact(), compact);
            proptest::prop_assert_eq!(read.pretty(), pretty);
            let ours = to_string(&value).unwrap();
            proptest::prop_assert_eq!(from_str::<serde_json::Value>(&ours).unwrap(), value);
        }
    }
}
