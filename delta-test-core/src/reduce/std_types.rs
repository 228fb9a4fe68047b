//! Other standard types users pass, each reduced as a value delta-test
//! already knows how to reduce: shared strings as a `String`, addresses as
//! their numbers, a `Duration` as seconds and nanoseconds, a non-zero
//! number as its distance from 1.
//!
//! Users cannot write these impls themselves (the orphan rule forbids an
//! impl of a foreign trait for a foreign type), so every std type with a
//! clear reduction is implemented here.

use std::borrow::Cow;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, SocketAddrV4, SocketAddrV6};
use std::num::{
    NonZeroI128, NonZeroI16, NonZeroI32, NonZeroI64, NonZeroI8, NonZeroIsize, NonZeroU128,
    NonZeroU16, NonZeroU32, NonZeroU64, NonZeroU8, NonZeroUsize,
};
use std::rc::Rc;
use std::sync::Arc;
use std::time::Duration;

use super::{bad_path, Place, Reduce, Sequence};
use crate::subset::Subset;

/// `impl Reduce for $t` through `$repr`'s impl: `$to` turns a value into
/// its representation and `$from` back (`$from($to(x)) == x`), so paths,
/// places and simpler values are the representation's.
macro_rules! reduce_as {
    ($t:ty, $repr:ty, $to:expr, $from:expr) => {
        impl Reduce for $t {
            fn sequences(&self) -> Vec<Sequence> {
                let repr: $repr = ($to)(self);
                repr.sequences()
            }

            fn keep(&self, path: &[usize], kept: &Subset) -> Self {
                let repr: $repr = ($to)(self);
                ($from)(repr.keep(path, kept))
            }

            fn places(&self, path: &[usize]) -> Vec<Place> {
                let repr: $repr = ($to)(self);
                repr.places(path)
            }

            fn inner(&self, path: &[usize]) -> Vec<usize> {
                let repr: $repr = ($to)(self);
                repr.inner(path)
            }

            fn simplify(&self, path: &[usize], to: u128) -> Self {
                let repr: $repr = ($to)(self);
                ($from)(repr.simplify(path, to))
            }

            fn simplest() -> Option<Self> {
                <$repr>::simplest().map($from)
            }
        }
    };
}

// Shared and borrowed strings: cut as a `String` is (lines, words, chars).
reduce_as!(Box<str>, String, |s: &str| String::from(s), Box::from);
reduce_as!(Rc<str>, String, |s: &str| String::from(s), Rc::from);
reduce_as!(Arc<str>, String, |s: &str| String::from(s), Arc::from);
reduce_as!(
    Cow<'_, str>,
    String,
    |s: &Cow<str>| s.to_string(),
    Cow::Owned
);

// Addresses: each octet (segment, port) toward 0, so `192.168.1.1:8080`
// can become `0.0.0.1:0` when only the last octet matters.
reduce_as!(Ipv4Addr, [u8; 4], Ipv4Addr::octets, Ipv4Addr::from);
reduce_as!(Ipv6Addr, [u16; 8], Ipv6Addr::segments, Ipv6Addr::from);
reduce_as!(
    SocketAddrV4,
    (Ipv4Addr, u16),
    |a: &SocketAddrV4| (*a.ip(), a.port()),
    |(ip, port)| SocketAddrV4::new(ip, port)
);
reduce_as!(
    SocketAddrV6,
    (Ipv6Addr, u16, u32, u32),
    |a: &SocketAddrV6| (*a.ip(), a.port(), a.flowinfo(), a.scope_id()),
    |(ip, port, flow, scope)| SocketAddrV6::new(ip, port, flow, scope)
);

/// An address of either family stays in its family: it is transparent, with
/// the places of the address inside. The simplest is `0.0.0.0`.
macro_rules! either_family {
    ($t:ident, $v4:ty, $v6:ty) => {
        impl Reduce for $t {
            fn sequences(&self) -> Vec<Sequence> {
                match self {
                    $t::V4(a) => a.sequences(),
                    $t::V6(a) => a.sequences(),
                }
            }

            fn keep(&self, path: &[usize], kept: &Subset) -> Self {
                match self {
                    $t::V4(a) => $t::V4(a.keep(path, kept)),
                    $t::V6(a) => $t::V6(a.keep(path, kept)),
                }
            }

            fn places(&self, path: &[usize]) -> Vec<Place> {
                match self {
                    $t::V4(a) => a.places(path),
                    $t::V6(a) => a.places(path),
                }
            }

            fn inner(&self, path: &[usize]) -> Vec<usize> {
                match self {
                    $t::V4(a) => a.inner(path),
                    $t::V6(a) => a.inner(path),
                }
            }

            fn simplify(&self, path: &[usize], to: u128) -> Self {
                match self {
                    $t::V4(a) => $t::V4(a.simplify(path, to)),
                    $t::V6(a) => $t::V6(a.simplify(path, to)),
                }
            }

            fn simplest() -> Option<Self> {
                <$v4>::simplest().map($t::V4)
            }
        }
    };
}

either_family!(IpAddr, Ipv4Addr, Ipv6Addr);
either_family!(SocketAddr, SocketAddrV4, SocketAddrV6);

// Seconds and nanoseconds, each toward 0: `Duration::from_secs(3)` rather
// than a count of nanoseconds.
reduce_as!(
    Duration,
    (u64, u32),
    |d: &Duration| (d.as_secs(), d.subsec_nanos()),
    |(secs, nanos)| Duration::new(secs, nanos)
);

/// Paths and OS strings are kept as they are: which of a path's parts may
/// go depends on the files it names.
impl Reduce for std::path::PathBuf {}
impl Reduce for std::ffi::OsString {}

/// A non-zero number moves toward 1 (or -1, keeping its sign): its
/// magnitude is its distance from there.
macro_rules! non_zero {
    ($($t:ident: $int:ty, $abs:expr, $signed:literal);* $(;)?) => {$(
        impl Reduce for $t {
            fn places(&self, path: &[usize]) -> Vec<Place> {
                let distance = ($abs)(self.get()) as u128 - 1;
                match distance {
                    0 => Vec::new(),
                    _ if !path.is_empty() => Vec::new(),
                    magnitude => vec![Place::Magnitude { magnitude }],
                }
            }

            fn simplify(&self, path: &[usize], to: u128) -> Self {
                let distance = ($abs)(self.get()) as u128 - 1;
                if !path.is_empty() || to >= distance {
                    bad_path::<Self>(path);
                }
                // Below the distance, so it fits with either sign.
                let away = to as $int + 1;
                #[allow(unused_comparisons)]
                let negative = $signed && self.get() < 0;
                let value = if negative { (0 as $int).wrapping_sub(away) } else { away };
                $t::new(value).expect("one or more away from 0")
            }

            fn simplest() -> Option<Self> {
                $t::new(1)
            }
        }
    )*};
}

non_zero!(
    NonZeroU8: u8, |n: u8| n, false;
    NonZeroU16: u16, |n: u16| n, false;
    NonZeroU32: u32, |n: u32| n, false;
    NonZeroU64: u64, |n: u64| n, false;
    NonZeroU128: u128, |n: u128| n, false;
    NonZeroUsize: usize, |n: usize| n, false;
    NonZeroI8: i8, i8::unsigned_abs, true;
    NonZeroI16: i16, i16::unsigned_abs, true;
    NonZeroI32: i32, i32::unsigned_abs, true;
    NonZeroI64: i64, i64::unsigned_abs, true;
    NonZeroI128: i128, i128::unsigned_abs, true;
    NonZeroIsize: isize, isize::unsigned_abs, true;
);

#[cfg(test)]
mod tests {
    use super::*;

    /// Every place at the top of `value`, each taken to its simplest (a
    /// magnitude to 0, the first choice, no parts), in turn.
    fn simplest_everywhere<T: Reduce>(mut value: T) -> T {
        let mut paths = vec![Vec::new()];
        while let Some(path) = paths.pop() {
            for place in value.places(&path) {
                value = match place {
                    Place::Magnitude { .. } | Place::Signed { .. } | Place::Choices { .. } => {
                        value.simplify(&path, 0)
                    }
                    Place::Parts { .. } => value.keep(&path, &Subset::empty()),
                    Place::Joins { .. } => value,
                };
            }
            for step in value.inner(&path) {
                paths.push([path.as_slice(), &[step]].concat());
            }
        }
        value
    }

    #[test]
    fn shared_strings_are_cut_as_strings() {
        let text: Arc<str> = Arc::from("ab\ncd");
        assert_eq!(text.sequences(), vec![Sequence::here(5)]);
        let kept = text.keep(&[], &Subset::from_indices(vec![0, 4]));
        assert_eq!(&*kept, "ad");
        let boxed: Box<str> = "héllo".into();
        assert_eq!(&*boxed.keep(&[], &Subset::from_indices(vec![1])), "é");
        assert_eq!(Rc::<str>::simplest().as_deref(), Some(""));
        let cow: Cow<str> = Cow::Borrowed("xyz");
        assert_eq!(cow.keep(&[], &Subset::from_indices(vec![2])), "z");
    }

    #[test]
    fn addresses_move_octet_by_octet_toward_zero() {
        let ip = Ipv4Addr::new(192, 168, 1, 7);
        assert_eq!(ip.inner(&[]), vec![0, 1, 2, 3]);
        assert_eq!(ip.places(&[3]), vec![Place::Magnitude { magnitude: 7 }]);
        assert_eq!(ip.simplify(&[0], 10), Ipv4Addr::new(10, 168, 1, 7));
        assert_eq!(simplest_everywhere(ip), Ipv4Addr::UNSPECIFIED);
        let v6: Ipv6Addr = "2001:db8::1".parse().unwrap();
        assert_eq!(
            v6.simplify(&[7], 0),
            "2001:db8::".parse::<Ipv6Addr>().unwrap()
        );
        let socket: SocketAddr = "10.0.0.1:8080".parse().unwrap();
        assert_eq!(
            socket.simplify(&[1], 80),
            "10.0.0.1:80".parse::<SocketAddr>().unwrap()
        );
        assert_eq!(
            simplest_everywhere(socket),
            "0.0.0.0:0".parse::<SocketAddr>().unwrap()
        );
        let either = IpAddr::V6(v6);
        assert!(matches!(simplest_everywhere(either), IpAddr::V6(a) if a.is_unspecified()));
        assert_eq!(IpAddr::simplest(), Some(IpAddr::V4(Ipv4Addr::UNSPECIFIED)));
    }

    #[test]
    fn durations_move_toward_zero_in_seconds_and_nanoseconds() {
        let duration = Duration::new(90, 500);
        assert_eq!(duration.simplify(&[0], 3), Duration::new(3, 500));
        assert_eq!(duration.simplify(&[1], 0), Duration::from_secs(90));
        assert_eq!(simplest_everywhere(duration), Duration::ZERO);
    }

    #[test]
    fn non_zero_numbers_move_toward_one() {
        let n = NonZeroU32::new(100).unwrap();
        assert_eq!(n.places(&[]), vec![Place::Magnitude { magnitude: 99 }]);
        assert_eq!(n.simplify(&[], 0).get(), 1);
        assert_eq!(n.simplify(&[], 4).get(), 5);
        let negative = NonZeroI8::new(i8::MIN).unwrap();
        assert_eq!(negative.simplify(&[], 0).get(), -1);
        assert_eq!(negative.simplify(&[], 6).get(), -7);
        assert!(NonZeroI64::new(-1).unwrap().places(&[]).is_empty());
        assert_eq!(NonZeroUsize::simplest().map(NonZeroUsize::get), Some(1));
    }
}
