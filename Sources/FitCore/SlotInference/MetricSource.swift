/// Where a platform figure comes from (``SlotMetrics/Figure``, ``MacSlotMetrics/Figure``): Apple's
/// documentation (the HIG, an API's reference), observed in the running system (a view's frame in the
/// view hierarchy), or an estimate.
public enum MetricSource: String, Sendable, Hashable {
    case documented, observed, estimate
}
